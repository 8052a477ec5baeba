import { seoMessagesSchema } from './seo-messages-schema';
import { validMessages } from './__fixtures__/content';

const seo = () => (validMessages('en') as { seo: { organization: Record<string, unknown> } }).seo;

describe('seoMessagesSchema', () => {
  it('accepts the repository’s translations', () => {
    expect(seoMessagesSchema.safeParse(seo()).success).toBe(true);
  });

  it('rejects a country that is not an ISO code, a bad e-mail and sameAs links that are not https', () => {
    const texts = seo();
    texts.organization = {
      ...texts.organization,
      addressCountry: 'Switzerland',
      contactPoint: { contactType: 'office', email: 'office' },
      sameAs: ['javascript:alert(1)', 'http://example.ch'],
    };
    const result = seoMessagesSchema.safeParse(texts);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'organization.addressCountry',
      'organization.contactPoint.email',
      'organization.sameAs.0',
      'organization.sameAs.1',
    ]);
  });

  it('needs the share image texts', () => {
    const texts = seo() as Record<string, unknown>;
    delete texts.shareImage;
    expect(seoMessagesSchema.safeParse(texts).success).toBe(false);
  });
});
