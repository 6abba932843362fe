import type { MailMessage } from '../platform/mail/mailer';
import { MAIL_LOGO_PATH } from '../platform/mail/layout';

// What every mail the server sends must be, whichever module writes it: an HTML part in the one
// brand layout (lang, title, logo, preheader, company footer, escaped text) and a plain-text
// twin carrying the same facts. Each module's mail/mail.test.ts lists its mails.

export const SITE = 'https://utsav.example';
export const EVIL = '<img src=x onerror=alert(1)>';
export const CRLF_ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** A mail, and the facts its text twin and HTML must both carry. */
export type MailCase = [name: string, mail: MailMessage, facts: string[]];

const unescapedAmp = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#8204|nbsp|times);/g, '');

export function describeBrandMails(mails: MailCase[]): void {
  describe.each(mails)('%s mail', (_name, mail, facts) => {
    it('has an HTML part in the brand layout: en-IN, a title, the logo, a preheader and the company footer', () => {
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-IN"/);
      expect(mail.html).toMatch(/<title>[^<]+<\/title>/);
      expect(mail.html).toContain(`<img src="${SITE}${MAIL_LOGO_PATH}"`);
      expect(mail.html).toMatch(/<div style="display:none[^"]*">[^<&]{10,}/);
      expect(mail.html).toContain('14 Community Centre, Saket, New Delhi, Delhi 110017, India');
      expect(mail.html).toContain('+91 98100 12345');
      // Inline styles only: mail clients drop <style> and external sheets.
      expect(mail.html).not.toMatch(/<style|<link|<script|class=/);
    });

    it('has a plain-text twin with the same facts and the company footer', () => {
      for (const fact of facts) {
        expect(mail.text).toContain(fact);
        expect(mail.html).toContain(fact.replace(/&/g, '&amp;'));
      }
      expect(mail.text).toContain('14 Community Centre, Saket, New Delhi, Delhi 110017, India');
      expect(mail.text).toContain('Phone: +91 98100 12345');
      expect(mail.text).not.toMatch(/<(p|br|table|tr|td|th|a|h1|h2|strong|div)[ >]/);
    });

    it('shows typed text escaped, never as markup', () => {
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
      expect(unescapedAmp(mail.html!)).not.toMatch(/&/);
    });
  });
}
