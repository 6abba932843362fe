import { NewsletterForm } from '@/features/newsletter';

/** The newsletter form, in its own chunk (formik and yup load only when it comes near). */
export default function NewsletterSection() {
  return (
    <div className="home-newsletter__form mx-auto">
      <NewsletterForm />
    </div>
  );
}
