// Stands in for axios's deprecated `CancelToken` (about 0.4 KB gzip on the first route). Our
// clients cancel with AbortController's `signal`; axios never builds a CancelToken itself, it
// only exports the class. Using it anyway fails loudly.
export default class CancelToken {
  constructor() {
    throw new Error('axios.CancelToken is not bundled; pass an AbortController signal');
  }
  static source() {
    throw new Error('axios.CancelToken is not bundled; pass an AbortController signal');
  }
}
