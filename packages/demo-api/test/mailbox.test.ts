// GET /__demo/mailbox: the outbox as a readable page — newest first, links clickable, nothing unescaped.
import { describe, expect, it } from 'vitest';
import { BASE_URL, createHarness } from './harness';

async function page(h: ReturnType<typeof createHarness>, query = '') {
  const response = await h.api.fetch(new Request(new URL(`__demo/mailbox${query}`, BASE_URL)));
  return { response, html: await response.text() };
}

describe('the demo mailbox page', () => {
  it('lists the sent e-mails newest first, with the code and a clickable link', async () => {
    const h = createHarness();
    await h.signIn('resident@sakhli.ge');
    await h.api.fetch(
      new Request(new URL('api/auth/forgot_password', BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'resident@sakhli.ge' }),
      }),
    );
    const { response, html } = await page(h);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const code = h.mail('resident@sakhli.ge', 'code')!.code!;
    const link = h.mail('resident@sakhli.ge', 'password')!.link!;
    expect(html.indexOf('Reset your Sakhli password')).toBeLessThan(
      html.indexOf('Your Sakhli sign-in code'),
    );
    expect(html).toContain(`<dd class="code">${code}</dd>`);
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}" rel="noopener noreferrer">`);
  });

  it('escapes everything an e-mail carries and links only http(s) addresses', async () => {
    const h = createHarness();
    h.api.db().outbox.send({
      to: 'x@example.ge',
      subject: '<img src=x onerror=alert(1)>',
      text: '</pre><script>alert(2)</script>',
      link: 'javascript:alert(3)',
    });
    const { html } = await page(h);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('href="javascript:');
  });

  it('is CSP-friendly: no inline script or style, its own stylesheet, and in the asked language', async () => {
    const h = createHarness();
    const { response, html } = await page(h, '?lang=ge');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html).toContain('<html lang="ka">');
    expect(html).toContain('დემო საფოსტო ყუთი');
    const css = await h.api.fetch(new Request(new URL('__demo/mailbox.css', BASE_URL)));
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('wraps a long unbroken subject instead of widening a phone screen (issue 27 §2)', async () => {
    const h = createHarness();
    const css = await (
      await h.api.fetch(new Request(new URL('__demo/mailbox.css', BASE_URL)))
    ).text();
    // A subject carries the apartment's address: found 76 px past a 375 px screen by the XSS suite.
    expect(css).toMatch(/(^|\})h2\{[^}]*overflow-wrap:anywhere/m);
  });
});
