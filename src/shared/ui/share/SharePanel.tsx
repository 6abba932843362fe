import { useCopyWithFeedback } from '../../lib/clipboard';
import { CheckIcon, CopyIcon, FacebookIcon, LinkedInIcon, MailIcon, TwitterIcon } from '../icons';
import { SHARE_TEXT, shareTargets } from './shareLinks';

const ICONS = { facebook: FacebookIcon, twitter: TwitterIcon, linkedin: LinkedInIcon, email: MailIcon } as const;

/** Share buttons for Facebook, Twitter, LinkedIn and e-mail, and Copy Link (then `Copied!` for 2 s). */
export function SharePanel({ url, title }: { url: string; title: string }) {
  const { copied, copy } = useCopyWithFeedback();
  return (
    <div className="share-panel">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
        {shareTargets(url, title).map((target) => {
          const Icon = ICONS[target.id];
          const isMail = target.id === 'email';
          return (
            <li key={target.id}>
              <a
                className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
                href={target.href}
                target={isMail ? undefined : '_blank'}
                rel={isMail ? undefined : 'noopener noreferrer'}
              >
                <Icon />
                {target.label}
                {!isMail && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="input-group">
        <input
          className="form-control"
          value={url}
          readOnly
          aria-label="Link to share"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-2"
          onClick={() => void copy(url)}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? SHARE_TEXT.copied : SHARE_TEXT.copyLink}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {copied ? SHARE_TEXT.copied : ''}
      </p>
    </div>
  );
}
