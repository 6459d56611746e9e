/**
 * Sign-up and password reset through a real SMTP server started here (smtp-server):
 * the code is read from the e-mail that arrived, never from the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createSmtpMailer } from './mailer';
import { clientAddress, createTestApp, type TestApp } from '../../test/test-app';
import { createUser, signupFormFor } from '../../test/factories';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'BookTutor <no-reply@booktutor.test>'), env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': clientAddress() } });

const codeIn = (mail: Received) => mail.raw.match(/code is (\d{6})/)?.[1];

describe('mail over SMTP', () => {
  it('mails the sign-up code and never reveals it in the API answer', async () => {
    inbox = [];
    const form = signupFormFor();
    const sent = await post('/api/users/send-otp', form);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().developmentMode).toBe(false);
    expect(sent.json().devOtp).toBeUndefined();

    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([form.email]);
    const code = codeIn(inbox[0]!);
    expect(code).toMatch(/^\d{6}$/);

    expect((await post('/api/users/verify-otp', { email: form.email, otp: code! })).statusCode).toBe(201);
    expect((await post('/api/users/login', { username: form.username, password: form.password })).statusCode).toBe(200);
  });

  it('mails the password reset code', async () => {
    inbox = [];
    const user = await createUser(t);
    await post('/api/users/forgot-password', { email: user.email });
    expect(inbox).toHaveLength(1);
    const code = inbox[0]!.raw.match(/reset code is (\d{6})/)?.[1];
    const reset = await post('/api/users/reset-password', { email: user.email, otp: code!, newPassword: 'mailed-pass' });
    expect(reset.statusCode).toBe(200);
  });

  it('answers a mail failure with the spec message and keeps no pending sign-up', async () => {
    const broken = await createTestApp({ mailer: createSmtpMailer('smtp://127.0.0.1:1', 'x@y.z'), env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const form = signupFormFor();
      const res = await broken.app.inject({ method: 'POST', url: '/api/users/send-otp', payload: form, headers: { 'x-forwarded-for': clientAddress() } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Failed to send OTP. Please try again.');
      const again = await broken.app.inject({ method: 'POST', url: '/api/users/resend-otp', payload: { email: form.email }, headers: { 'x-forwarded-for': clientAddress() } });
      expect(again.statusCode).toBe(400);
    } finally {
      await broken.close();
    }
  });
});
