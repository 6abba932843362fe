import * as yup from 'yup';
import { CONTENT_LIMITS, CONTENT_MESSAGES as M, isSafeLink, media, published, required, text } from './fields/content';

// A hero slide of the home page: the back office's form (and `/api/admin/banners`), the slide as
// the public carousel shows it, and the upload that fills its media fields.

export const bannerSchema = yup.object().shape(
  {
    type: yup
      .string()
      .trim()
      .required(M.bannerTypeInvalid)
      .oneOf(['image', 'video'] as const, M.bannerTypeInvalid),
    srcDesktop: media(M.sourceRequired),
    /** Empty = the desktop source on phones too. */
    srcMobile: media(),
    poster: media(),
    alt: required(M.altRequired, CONTENT_LIMITS.shortText * 2),
    title: text(CONTENT_LIMITS.title),
    subtitle: text(CONTENT_LIMITS.title * 2),
    ctaText: text(40).when('ctaLink', {
      is: (value: string) => Boolean(value?.trim()),
      then: (s) => s.required(M.ctaTextRequired),
    }),
    ctaLink: text(CONTENT_LIMITS.url)
      .test('safe-link', M.ctaLinkInvalid, (value) => !value || isSafeLink(value))
      .when('ctaText', { is: (value: string) => Boolean(value?.trim()), then: (s) => s.required(M.ctaLinkRequired) }),
    active: published(),
  },
  [['ctaText', 'ctaLink']],
);
export type BannerInput = yup.InferType<typeof bannerSchema>;

/** `PATCH /api/admin/banners/:id`: show or hide the slide. */
export const activeSchema = yup.object({
  active: yup.boolean().typeError('Must be true or false').required('Must be true or false'),
});
/** `POST /api/admin/banners/:id/move`: one place up or down. */
export const moveSchema = yup.object({
  direction: yup
    .string()
    .required('Choose up or down')
    .oneOf(['up', 'down'] as const, 'Choose up or down'),
});
export type MoveInput = yup.InferType<typeof moveSchema>;

/** The back office's view: every field, its place in the carousel and times. */
export interface AdminBanner extends BannerInput {
  id: number;
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** A hero slide as the public carousel shows it (empty fields left out). */
export interface HeroBanner
  extends Pick<AdminBanner, 'id' | 'type' | 'alt'>, Partial<Pick<AdminBanner, 'poster' | 'title' | 'subtitle'>> {
  src: { desktop: string; mobile: string };
  cta?: { text: string; link: string };
}

/** An uploaded file's address (`POST /api/admin/uploads`), for an image or video field of a form. */
export interface UploadedMedia {
  url: string;
  kind: 'image' | 'video';
}
