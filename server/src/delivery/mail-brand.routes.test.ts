/**
 * Mail sent for an organisation's host carries the organisation's name (subject, text, sender
 * name), never MediaMart's; on the product's hosts it stays MediaMart's. An organisation's
 * name cannot add a header or a line.
 */
import { makeUser } from '../../test/support/campaign.fixtures';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { nextIp, outbox } from '../../test/support/otp-test-helpers';
import { signUpSeller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';
import { invitationMail } from '../seller/seller-invitation.routes';
import { messageText } from '../otp/otp.service';

const t = appForSuite(() => createTestApp({ env: { PRODUCT_HOSTS: 'localhost,127.0.0.1,shop.mediamart.test' } }));

const ACME_HOST = 'media.acme-mail.in';
const EVIL_HOST = 'media.evil-mail.in';

beforeAll(async () => {
  await makeOrganization(t().db, { name: 'Acme Media', hostnames: [ACME_HOST] });
  await makeOrganization(t().db, { name: 'Evil\r\nBcc: victim@example.com\r\n\r\nBody', hostnames: [EVIL_HOST] });
});

const send = (host: string, body: Record<string, string>) =>
  t().app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { host }, remoteAddress: nextIp(), payload: body });

describe('sign-in codes', () => {
  it("carry the organisation's name on its host, by e-mail and by SMS", async () => {
    expect((await send(ACME_HOST, { email: 'brand.mail@example.com', phone: '9876500001' })).statusCode).toBe(200);
    const [mail] = await outbox(t(), 'brand.mail@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Acme Media sign-in code' });
    expect(mail!.text).toMatch(/^Your Acme Media sign-in code is \d{6}\. It expires in 5 minutes\./);
    const [sms] = await outbox(t(), '+919876500001');
    expect(sms).toMatchObject({ channel: 'sms', subject: 'Your Acme Media sign-in code' });
    expect(sms!.text).toMatch(/^Your Acme Media sign-in code is \d{6}\./);
    for (const m of [mail!, sms!]) expect(`${m.subject} ${m.text}`).not.toContain('MediaMart');
  });

  it("stay MediaMart's on the product's hosts", async () => {
    for (const [host, email] of [['localhost', 'site.mail@example.com'], ['shop.mediamart.test', 'shop.mail@example.com']] as const) {
      expect((await send(host, { email })).statusCode).toBe(200);
      const [mail] = await outbox(t(), email);
      expect(mail).toMatchObject({ subject: 'Your MediaMart sign-in code' });
      expect(mail!.text).toMatch(/^Your MediaMart sign-in code is \d{6}\./);
    }
  });

  it('cannot be given a header or a line by the name: CR/LF and the like are cleaned out', async () => {
    expect((await send(EVIL_HOST, { email: 'evil.mail@example.com' })).statusCode).toBe(200);
    const [mail] = await outbox(t(), 'evil.mail@example.com');
    expect(mail!.subject).toBe('Your Evil Bcc victim example.com Body sign-in code');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.text.split('\n')).toHaveLength(1);
  });

  it("for a phone to verify carry the organisation's name on its host", async () => {
    const user = await makeUser(t().db, 'Phone Brand');
    const res = await t().app.inject({
      method: 'POST', url: '/api/user/phone/send', headers: { host: ACME_HOST, 'x-access-token': user.token }, remoteAddress: nextIp(), payload: { phone: '9876500002' },
    });
    expect(res.statusCode).toBe(200);
    const [sms] = await outbox(t(), '+919876500002');
    expect(sms!.text).toMatch(/^Your Acme Media verification code is \d{6}\./);
  });

  it("name the sender after the organisation only (messageText's fromName)", () => {
    expect(messageText('login', '123456')).toEqual({ subject: 'Your MediaMart sign-in code', text: expect.stringContaining('MediaMart') });
    expect(messageText('login', '123456', null).fromName).toBeUndefined();
    expect(messageText('login', '123456', 'Acme Media')).toMatchObject({ subject: 'Your Acme Media sign-in code', fromName: 'Acme Media' });
    expect(messageText('phone', '123456', 'A\r\nB').fromName).toBe('A B');
  });
});

describe('seller invitations', () => {
  it("sent on an organisation's host name it (and it as the sender), not MediaMart", async () => {
    const owner = await signUpSeller(t, 'Brand Owner');
    const res = await t().app.inject({
      method: 'POST', url: '/api/seller/account/members', headers: { host: ACME_HOST, 'x-access-token': owner.token }, payload: { email: 'brand.invitee@example.com' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox(t(), 'brand.invitee@example.com');
    expect(mail!.subject).toBe('Brand Owner Media invited you to list media with them on Acme Media');
    expect(mail!.text).toContain('sign in to Acme Media with this e-mail address');
    expect(mail!.text).not.toContain('MediaMart');
    expect(invitationMail('X', '2030-01-01T00:00:00.000Z', 'Acme Media').fromName).toBe('Acme Media');
    expect(invitationMail('X', '2030-01-01T00:00:00.000Z').fromName).toBeUndefined();
  });
});
