/*
 * CircuitKart payment sandbox: a stand-in for Razorpay's checkout.js with the same interface.
 *   var rzp = new Razorpay({ key, amount, currency, name, description, order_id, prefill,
 *                            config: { display: { blocks, sequence, preferences } },
 *                            theme: { color }, handler: function (response) {}, modal: { ondismiss } });
 *   rzp.on('payment.failed', function (response) {});
 *   rzp.open();
 * "Pay" captures the payment on the shop's server, which signs it as Razorpay does
 * (HMAC-SHA256 of order_id|payment_id); "Fail" reports payment.failed; closing calls ondismiss.
 * The method the shop asks for (prefill.method, or the first block of config.display.sequence,
 * as Razorpay's checkout reads them) is the one chosen when the dialog opens, and it says so.
 */
/* eslint-disable @typescript-eslint/no-this-alias -- plain ES5 for any browser */
(function () {
  'use strict';
  var scriptUrl = document.currentScript && document.currentScript.src;
  var base = scriptUrl ? scriptUrl.replace(/\/sandbox\/razorpay\/checkout\.js.*$/, '') : '';

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
      }).format(paise / 100);
    } catch {
      return '₹' + (paise / 100).toFixed(2);
    }
  }

  function el(tag, styles, text) {
    var node = document.createElement(tag);
    Object.keys(styles || {}).forEach(function (key) {
      node.style[key] = styles[key];
    });
    if (text) node.textContent = text;
    return node;
  }

  var METHODS = [
    { value: 'upi', label: 'UPI' },
    { value: 'card', label: 'Card' },
    { value: 'netbanking', label: 'Net banking' },
    { value: 'wallet', label: 'Wallet' },
  ];

  /** { method, name } the checkout opens on, or null for no preference. */
  function preferredMethod(o) {
    var display = o.config && o.config.display;
    var blocks = (display && display.blocks) || {};
    var sequence = (display && display.sequence) || [];
    var first = null;
    for (var i = 0; i < sequence.length && !first; i++) {
      var code = String(sequence[i]).replace(/^block\./, '');
      var block = blocks[code];
      var instruments = (block && block.instruments) || [];
      if (instruments.length > 0) first = { method: instruments[0].method, name: block.name };
    }
    var prefilled = o.prefill && o.prefill.method;
    if (prefilled)
      return { method: prefilled, name: first && first.method === prefilled ? first.name : '' };
    return first;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id)
      throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    document.removeEventListener('keydown', this.onKey, true);
    if (this.opener && this.opener.focus) this.opener.focus();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var color = (o.theme && o.theme.color) || '#0e7490';
    self.opener = document.activeElement;

    var overlay = el('div', {
      position: 'fixed',
      inset: '0',
      background: 'rgba(15,23,42,0.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483000',
      padding: '16px',
    });
    var dialog = el('div', {
      background: '#fff',
      borderRadius: '12px',
      width: '100%',
      maxWidth: '380px',
      boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
      fontFamily: 'system-ui, sans-serif',
      overflow: 'hidden',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'rzp-sandbox-title');

    var header = el('div', { background: color, color: '#fff', padding: '16px 20px' });
    var title = el('h2', { margin: '0', fontSize: '18px' }, o.name || 'Payment');
    title.id = 'rzp-sandbox-title';
    header.appendChild(title);
    if (o.description)
      header.appendChild(
        el('p', { margin: '4px 0 0', fontSize: '13px', opacity: '0.9' }, o.description),
      );

    var body = el('div', { padding: '20px' });
    body.appendChild(
      el(
        'p',
        { margin: '0 0 4px', fontSize: '13px', color: '#475569' },
        'Payment sandbox: no money moves',
      ),
    );
    body.appendChild(
      el(
        'p',
        { margin: '0 0 16px', fontSize: '26px', fontWeight: '700', color: '#0f172a' },
        formatAmount(o.amount, o.currency),
      ),
    );
    var status = el('p', {
      margin: '0 0 12px',
      minHeight: '18px',
      fontSize: '13px',
      color: '#b91c1c',
    });
    status.setAttribute('role', 'status');
    body.appendChild(status);

    var preferred = preferredMethod(o);
    var methodGroup = el('fieldset', { border: '0', margin: '0 0 12px', padding: '0' });
    methodGroup.appendChild(
      el(
        'legend',
        { fontSize: '13px', fontWeight: '600', color: '#0f172a', padding: '0' },
        'Pay with',
      ),
    );
    var radios = METHODS.map(function (method) {
      var label = el('label', {
        display: 'flex',
        alignItems: 'center',
        gap: '8px',
        minHeight: '44px',
        fontSize: '15px',
        color: '#0f172a',
        cursor: 'pointer',
      });
      var radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'rzp-sandbox-method';
      radio.value = method.value;
      radio.checked = Boolean(preferred && preferred.method === method.value);
      radio.style.width = '20px';
      radio.style.height = '20px';
      label.appendChild(radio);
      label.appendChild(document.createTextNode(method.label));
      methodGroup.appendChild(label);
      return radio;
    });
    body.appendChild(methodGroup);
    if (preferred && preferred.method === 'upi') {
      var chosen = el(
        'p',
        { margin: '0 0 12px', fontSize: '13px', color: '#065f46' },
        'UPI chosen' + (preferred.name ? ': ' + preferred.name : ''),
      );
      chosen.setAttribute('data-preferred-method', 'upi');
      body.appendChild(chosen);
    }

    function button(label, background, colorText) {
      var b = el(
        'button',
        {
          display: 'block',
          width: '100%',
          padding: '12px',
          marginTop: '8px',
          border: '0',
          borderRadius: '8px',
          background: background,
          color: colorText,
          fontSize: '15px',
          fontWeight: '600',
          cursor: 'pointer',
        },
        label,
      );
      b.type = 'button';
      return b;
    }
    var pay = button('Pay ' + formatAmount(o.amount, o.currency), color, '#fff');
    var fail = button('Fail payment', '#fee2e2', '#991b1b');
    var cancel = button('Cancel', '#f1f5f9', '#0f172a');
    body.appendChild(pay);
    body.appendChild(fail);
    body.appendChild(cancel);

    dialog.appendChild(header);
    dialog.appendChild(body);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    self.overlay = overlay;

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    self.onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Tab') {
        var items = radios.concat([pay, fail, cancel]);
        var index = items.indexOf(document.activeElement);
        event.preventDefault();
        items[(index + (event.shiftKey ? items.length - 1 : 1)) % items.length].focus();
      }
    };
    document.addEventListener('keydown', self.onKey, true);

    pay.addEventListener('click', function () {
      pay.disabled = true;
      fail.disabled = true;
      status.textContent = 'Processing...';
      fetch(base + '/sandbox/razorpay/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: o.order_id }),
      })
        .then(function (response) {
          return response.json().then(function (data) {
            if (!response.ok) throw new Error(data.message || 'Payment failed');
            return data;
          });
        })
        .then(function (data) {
          self.close();
          if (typeof o.handler === 'function') o.handler(data);
        })
        .catch(function (error) {
          pay.disabled = false;
          fail.disabled = false;
          status.textContent = error.message;
        });
    });
    fail.addEventListener('click', function () {
      self.close();
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: null },
        },
      });
    });
    cancel.addEventListener('click', dismiss);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
