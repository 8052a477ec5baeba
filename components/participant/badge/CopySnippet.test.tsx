import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopySnippet } from './CopySnippet';

const snippet = '<a href="https://rating.example/teilnehmer/sika-ag"><img src="x.svg" alt="Sika AG"></a>';

function setup(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <>
      <textarea id="snippet" readOnly value={snippet} />
      <CopySnippet targetId="snippet" label="Code kopieren" copiedLabel="Code kopiert" />
    </>,
  );
}

describe('CopySnippet', () => {
  afterEach(() => jest.useRealTimers());

  it('copies the field and says so for two seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setup(writeText);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Code kopieren' })));
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(screen.getByRole('status')).toHaveTextContent('Code kopiert');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('selects the field when the clipboard refuses', async () => {
    setup(jest.fn().mockRejectedValue(new Error('denied')));
    const field = screen.getByRole('textbox') as HTMLTextAreaElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Code kopieren' })));
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, snippet.length]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
