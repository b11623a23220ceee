/* global MediaMartBag */
// The agency's own script. It is loaded after the embed bundle and both are deferred, so it
// runs once the page is parsed, with MediaMartBag defined.
window.agencyBag = MediaMartBag.mount(document.getElementById('bag'), {
  apiBase: '/api',
  token: localStorage.getItem('authToken'),
  theme: { primary: '#0b5d55', secondary: '#1d2b2a' },
});
