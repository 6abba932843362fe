/** The id of step 3's form: the wizard's Next button submits it (`form=` attribute). */
export const DETAILS_FORM_ID = 'booking-details-form';
