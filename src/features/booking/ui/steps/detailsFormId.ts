/** The id of step 3's form: the wizard's Next button submits it (`form=` attribute). */
export const DETAILS_FORM_ID = 'booking-details-form';

/** The wizard's Next button: choosing an item on step 1 moves the focus there. */
export const NEXT_BUTTON_ID = 'booking-next';
