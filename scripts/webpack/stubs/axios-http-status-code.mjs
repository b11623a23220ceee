// Stands in for axios's `HttpStatusCode`, a name → code table (about 0.6 KB gzip on the
// first route) that nothing in our browser code reads: our clients compare status numbers.
// Reading it anyway fails loudly rather than answering undefined.
export default new Proxy({}, {
  get: (_table, name) => {
    throw new Error(`axios.HttpStatusCode.${String(name)} is not bundled; compare the status number`);
  },
});
