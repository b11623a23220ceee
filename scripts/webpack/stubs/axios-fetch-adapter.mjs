// Stands in for axios's fetch adapter in browser builds. Our clients use axios's default
// adapter order (xhr first), which every supported browser has, so the fetch adapter (about
// 3 KB gzip on the first route) is never chosen. `getFetch` answering false makes axios treat
// it as "not supported by the environment" if anything ever asks for it by name.
export const getFetch = () => false;
export default null;
