import { Router } from 'express';
import type { ServerModule } from '../../context';
import { consultationRoutes } from './consultations.routes';
import { contactMessageRoutes } from './contactMessages.routes';
import { adminInboxRoutes } from './inboxAdmin.routes';
import { meetingRegistrationRoutes } from './meetingRegistrations.routes';
import { newsletterRoutes } from './newsletter.routes';
import { adminNewsletterRoutes } from './newsletterAdmin.routes';

/** Inbox: what visitors send (newsletter sign-ups, contact messages, consultation requests, meeting registrations); the back office's inbox and subscribers. */
export const inboxModule: ServerModule = {
  api: (ctx) =>
    Router()
      .use('/newsletter', newsletterRoutes(ctx))
      .use('/contact-messages', contactMessageRoutes(ctx))
      .use('/consultations', consultationRoutes(ctx))
      .use('/meeting-registrations', meetingRegistrationRoutes(ctx)),
  admin: (ctx) => Router().use('/inbox', adminInboxRoutes(ctx)).use('/newsletter', adminNewsletterRoutes(ctx)),
};
