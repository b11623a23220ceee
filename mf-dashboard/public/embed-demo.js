/* global MediaMartDashboard */
// The agency's own script. It is loaded after the embed bundle and both are deferred, so it
// runs once the page is parsed, with MediaMartDashboard defined. The campaign service is found
// beside the main API (`/api` → `/campaign-api`); pass `campaignApiBase` when it lives elsewhere.
window.agencyDashboard = MediaMartDashboard.mount(document.getElementById('dashboard'), {
  apiBase: '/api',
  token: localStorage.getItem('authToken'),
  theme: { primary: '#0b5d55', secondary: '#1d2b2a' },
});
