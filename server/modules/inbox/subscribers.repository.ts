import type { NewsletterSubscriber } from '../../../src/shared/contract/newsletter';
import type { NewsletterState } from '../../../src/shared/config/backOffice';
import { likeColumn, selectedPage, type PageQuery } from '../../platform/db/listQuery';
import type { Scope } from '../../store';

/** The back office's list of newsletter subscribers (the sign-ups themselves are in submissions). */
export function subscribersRepository({ db }: Scope) {
  return {
    subscribers: (
      query: PageQuery<'createdAt' | 'email'> & { state?: NewsletterState },
    ): Promise<{ items: NewsletterSubscriber[]; total: number }> => {
      let base = db.selectFrom('newsletterSubscriptions');
      if (query.state === 'subscribed') base = base.where('unsubscribedAt', 'is', null);
      if (query.state === 'unsubscribed') base = base.where('unsubscribedAt', 'is not', null);
      if (query.pattern !== undefined) base = base.where(likeColumn('email', query.pattern));
      return selectedPage<NewsletterSubscriber>(base, ['id', 'email', 'createdAt', 'unsubscribedAt'], query);
    },
  };
}
