import type { NewsletterSubscriber } from '../../../src/shared/contract/newsletter';
import type { NewsletterState } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { likePattern, type ListParams } from '../../platform/lib/listParams';

/** The back office's view of the newsletter list. */
export function newsletterSubscriberService(ctx: Pick<AppContext, 'store'>) {
  return {
    list: (
      state: NewsletterState | undefined,
      params: ListParams<'createdAt' | 'email'>,
    ): Promise<{ items: NewsletterSubscriber[]; total: number }> =>
      ctx.store.subscribers.subscribers({
        state,
        pattern: params.q ? likePattern(params.q) : undefined,
        sort: params.sort,
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      }),
  };
}
