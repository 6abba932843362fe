import express from 'express';
import request from 'supertest';
import { MAIL_LOGO_PATH } from './layout';
import { mailLogoRoute } from './logoRoute';

it('serves the mails’ logo as a PNG that webmail may embed from another origin', async () => {
  const res = await request(express().use(mailLogoRoute())).get(MAIL_LOGO_PATH).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers['cache-control']).toBe('public, max-age=604800');
  expect((res.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
});
