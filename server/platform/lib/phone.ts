/** The same Indian mobile number typed with or without spaces, dashes or +91: its last ten digits. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);
