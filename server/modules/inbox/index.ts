import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminInboxRoutes } from './inboxAdmin.routes';
import { newsletterUnsubscribeRoutes } from './newsletter.routes';
import { adminNewsletterRoutes } from './newsletterAdmin.routes';
import { submissionRoutes } from './submissions.routes';

/** Inbox: what visitors send (newsletter sign-ups, contact messages, consultation requests, meeting registrations); the back office's inbox and subscribers. */
export const inboxModule: ServerModule = {
  api: (ctx) => Router().use('/newsletter/unsubscribe', newsletterUnsubscribeRoutes(ctx)).use(submissionRoutes(ctx)),
  admin: (ctx) => Router().use('/inbox', adminInboxRoutes(ctx)).use('/newsletter', adminNewsletterRoutes(ctx)),
};
