// Stands in for axios's cookie helper, used only to copy an XSRF cookie into a request header.
// Our APIs authenticate by the `x-access-token` / `Authorization` header and set no XSRF
// cookie, so there is nothing to read (about 0.4 KB gzip on the first route). axios then
// sends no XSRF header, exactly as it does when the cookie is absent.
const none = {
  write() {},
  read: () => null,
  readAsync: async () => null,
  remove() {},
};
export default none;
