// Stands in for axios's `formDataToJSON`, used only to send a FormData as JSON. Our uploads
// send multipart and our JSON bodies are plain objects, so it is never reached (about 0.5 KB
// gzip on the first route). Reaching it anyway fails loudly.
export default function formDataToJSON() {
  throw new Error('Sending a FormData as JSON is not bundled; send a plain object');
}
