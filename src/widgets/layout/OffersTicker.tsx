import { OFFERS } from '@/content/offers';
import { Ticker } from './Ticker';

/** The offers ticker under the header (spec: Screens and routes): the ten promotional lines, scrolling. */
export function OffersTicker() {
  return <Ticker items={OFFERS} label="Offers" className="offers-ticker" />;
}
