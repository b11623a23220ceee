/**
 * What the built-in TEST gateway serves in place of the card gateway's own checkout (only with
 * PAYMENT_GATEWAY=test and a test key, never in production): a checkout script with the same
 * surface as Razorpay's `checkout.js` (`new Razorpay(options).open()`, `on('payment.failed')`,
 * `handler`, `modal.ondismiss`), which opens this server's checkout page in a frame; the page
 * asks the test gateway to "charge" the order and hands the signed answer back to the script
 * with postMessage, as the gateway's frame does. The dashboard cannot tell the two apart.
 */
import { formatRupees } from 'shared-domain';

/** The message the checkout page posts to the page that opened it. */
export const CHECKOUT_MESSAGE_TYPE = 'mediamart-test-checkout';

/** `checkout.js`: defines `window.Razorpay` the way Razorpay's script does. */
export const CHECKOUT_SCRIPT = `/* MediaMart TEST checkout: stands in for the card gateway's checkout.js outside production. */
(function () {
  'use strict';
  var current = document.currentScript;
  var base = current && current.src ? current.src.replace(/\\/checkout\\.js(?:[?#].*)?$/, '') : '';
  var gatewayOrigin = new URL(base || '.', window.location.href).origin;

  function TestCheckout(options) {
    if (!(this instanceof TestCheckout)) return new TestCheckout(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }
  TestCheckout.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };
  TestCheckout.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) { listener(payload); });
  };
  TestCheckout.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
    this.onMessage = null;
  };
  TestCheckout.prototype.open = function () {
    var self = this;
    var o = this.options;
    this.close();
    var query = new URLSearchParams({
      order_id: String(o.order_id || ''), key_id: String(o.key || ''), amount: String(o.amount || ''),
      currency: String(o.currency || 'INR'), name: String(o.name || ''), description: String(o.description || ''),
      origin: window.location.origin
    });
    var overlay = document.createElement('div');
    overlay.setAttribute('data-test-checkout', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(15,20,35,.55)';
    var frame = document.createElement('iframe');
    frame.title = 'Test card checkout';
    frame.src = base + '/checkout?' + query.toString();
    frame.style.cssText = 'width:min(420px,100vw);height:min(560px,100vh);border:0;border-radius:10px;background:#fff';
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    frame.addEventListener('load', function () { frame.focus(); });
    this.onMessage = function (e) {
      if (e.origin !== gatewayOrigin || e.source !== frame.contentWindow) return;
      var d = e.data || {};
      if (d.type !== '${CHECKOUT_MESSAGE_TYPE}') return;
      if (d.status === 'paid') {
        self.close();
        if (typeof o.handler === 'function') {
          o.handler({ razorpay_payment_id: d.paymentId, razorpay_order_id: d.orderId, razorpay_signature: d.signature });
        }
      } else if (d.status === 'failed') {
        // As the gateway does: the checkout stays open for another try, and says why.
        self.emit('payment.failed', { error: { code: 'BAD_REQUEST_ERROR', description: d.description || 'The payment failed', reason: 'payment_failed', metadata: { order_id: o.order_id } } });
      } else if (d.status === 'dismissed') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.onMessage);
  };
  window.Razorpay = TestCheckout;
})();
`;

/** The checkout page's script (no inline script: the page has its own strict policy). */
export const CHECKOUT_PAGE_SCRIPT = `/* MediaMart TEST checkout page. */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var orderId = params.get('order_id') || '';
  var keyId = params.get('key_id') || '';
  var target = params.get('origin') || '';
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button'));
  var valid = /^https?:\\/\\/[^/?#\\s]+$/.test(target);
  function tell(message) {
    if (!valid || window.parent === window) { status.textContent = 'This checkout was not opened by a page it can answer.'; return; }
    message.type = '${CHECKOUT_MESSAGE_TYPE}';
    window.parent.postMessage(message, target);
  }
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  document.getElementById('pay').addEventListener('click', function () {
    busy(true);
    status.textContent = 'Charging the test card…';
    fetch('orders/' + encodeURIComponent(orderId) + '/pay', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key_id: keyId })
    }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    }).then(function (answer) {
      if (!answer.ok) throw new Error(answer.body && answer.body.message ? answer.body.message : 'The payment failed');
      status.textContent = 'Paid.';
      tell({ status: 'paid', orderId: answer.body.razorpay_order_id, paymentId: answer.body.razorpay_payment_id, signature: answer.body.razorpay_signature });
    }).catch(function (err) {
      busy(false);
      status.textContent = err.message + '. Try again or cancel.';
      tell({ status: 'failed', description: err.message });
    });
  });
  document.getElementById('fail').addEventListener('click', function () {
    status.textContent = 'The bank declined the test card. Try again or cancel.';
    tell({ status: 'failed', description: 'The bank declined the test card' });
  });
  function dismiss() { tell({ status: 'dismissed' }); }
  document.getElementById('cancel').addEventListener('click', dismiss);
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') dismiss(); });
})();
`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page's own policy: its script and its calls from this server only, no plugins, no form
 * posts; any page may frame it (the dashboard may be embedded on an agency's site), as the
 * gateway's checkout frame may be.
 */
export const CHECKOUT_PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** The checkout page for an order the test gateway made. */
export function checkoutPage(order: { orderId: string; amountInPaise: number; currency: string; name: string; description: string }): string {
  const amount = order.currency === 'INR' ? formatRupees(order.amountInPaise / 100) : `${order.currency} ${(order.amountInPaise / 100).toFixed(2)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test card checkout</title>
<style>
  body { margin: 0; font: 16px/1.45 system-ui, sans-serif; color: #1b1d24; }
  main { padding: 20px; display: grid; gap: 10px; }
  .badge { justify-self: start; margin: 0; padding: 2px 8px; border-radius: 4px; background: #fff3cd; color: #6b4e00; font-size: 13px; font-weight: 700; }
  h1 { margin: 0; font-size: 20px; }
  p { margin: 0; }
  .amount { font-size: 28px; font-weight: 800; }
  .muted { color: #4a5468; font-size: 14px; }
  button { min-height: 44px; font: inherit; font-weight: 600; border-radius: 6px; border: 1px solid #c9ced8; background: #fff; cursor: pointer; }
  #pay { border-color: #1b1d24; background: #1b1d24; color: #fff; }
  button:disabled { opacity: .6; cursor: not-allowed; }
</style>
</head>
<body>
<main>
  <p class="badge">TEST MODE · no money moves</p>
  <h1>${escapeHtml(order.name || 'Card payment')}</h1>
  ${order.description ? `<p class="muted">${escapeHtml(order.description)}</p>` : ''}
  <p class="amount">${escapeHtml(amount)}</p>
  <p class="muted">Order ${escapeHtml(order.orderId)} · test card 4111 1111 1111 1111</p>
  <button type="button" id="pay" autofocus>Pay ${escapeHtml(amount)}</button>
  <button type="button" id="fail">Decline the test card</button>
  <button type="button" id="cancel">Cancel</button>
  <p id="status" role="status" aria-live="polite"></p>
</main>
<script src="checkout-page.js"></script>
</body>
</html>
`;
}
