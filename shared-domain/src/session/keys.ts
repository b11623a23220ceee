/** Browser storage keys and limits of SPEC.md section 9. */
export const AUTH_TOKEN_KEY = 'authToken';
export const LOCAL_BAG_KEY = 'selectedMediaOptions';
export const LOCAL_BAG_LIMIT = 5;
export const LOCAL_BAG_LIMIT_MESSAGE = 'Please login to add more than 5 items in the bag!';
export const DEFAULT_BAG_NAME = 'untitled-campaign';
