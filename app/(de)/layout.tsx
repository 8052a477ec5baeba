import type { ReactNode } from 'react';
import { RootLayout } from '@/components/shell/RootLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="de-CH">{children}</RootLayout>;
}
