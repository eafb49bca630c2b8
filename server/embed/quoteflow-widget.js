/*
 * QuoteFlow's widget host script (issue 32, docs/decisions/0091). A partner's page loads it from QuoteFlow's origin:
 *
 *   <div data-quoteflow-widget data-site-source="mymove-agency" data-title="Compare car insurance"></div>
 *   <script src="https://quotes.example/embed/quoteflow-widget.js" async></script>
 *
 * For each such element it creates a frame of the app on that origin (`?siteSource=…&iframe=true&parentOrigin=…`) and
 * sets the frame's height as the widget reports it. It reads a message only from the widget's exact origin and from
 * that frame's own window, in one of the protocol's exact shapes (src/embed/protocol.ts), and posts only to that
 * origin: never '*'. The element says what happens: data-quoteflow-state="loading" | "ready", data-quoteflow-step (the
 * route shown), and a `quoteflow:step` event with { step } for the partner's own analytics. Plain JS, no dependency.
 */
(() => {
  var PROTOCOL_VERSION = 1;
  var MAX_HEIGHT = 20000;
  var MAX_STEP_CHARS = 200;
  var STEP_PATTERN = /^\/[A-Za-z0-9/_~-]*$/;
  var SITE_SOURCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
  var INITIAL_HEIGHT = 640;
  var SCRIPT_PATH = '/embed/quoteflow-widget.js';

  /** The widget's origin: where this script came from. */
  function widgetOrigin() {
    var script = document.currentScript;
    if (!script || !script.src) script = document.querySelector('script[src$="' + SCRIPT_PATH + '"]');
    if (!script || !script.src) return null;
    try {
      return new URL(script.src, location.href).origin;
    } catch (_e) {
      return null;
    }
  }

  function isPlainObject(data) {
    return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.getPrototypeOf(data) === Object.prototype;
  }

  function hasExactly(data, keys) {
    var own = Object.keys(data);
    if (own.length !== keys.length) return false;
    for (var i = 0; i < keys.length; i += 1) if (!Object.hasOwn(data, keys[i])) return false;
    return true;
  }

  /** The widget's message in one of its exact shapes, else null (src/embed/protocol.ts parseWidgetMessage). */
  function parseWidgetMessage(data) {
    if (!isPlainObject(data) || data.version !== PROTOCOL_VERSION) return null;
    if (data.type === 'quoteflow:ready' && hasExactly(data, ['type', 'version'])) return data;
    if (
      data.type === 'quoteflow:resize' &&
      hasExactly(data, ['type', 'version', 'height']) &&
      typeof data.height === 'number' &&
      Number.isInteger(data.height) &&
      data.height >= 0 &&
      data.height <= MAX_HEIGHT
    )
      return data;
    if (
      data.type === 'quoteflow:step' &&
      hasExactly(data, ['type', 'version', 'step']) &&
      typeof data.step === 'string' &&
      data.step.length <= MAX_STEP_CHARS &&
      STEP_PATTERN.test(data.step)
    )
      return data;
    return null;
  }

  var origin = widgetOrigin();
  var mounted = [];

  /** Frames the widget into `el` once; returns false when the element names no valid site source. */
  function mount(el) {
    if (!origin || !el || el.getAttribute('data-quoteflow-state')) return false;
    var siteSource = el.getAttribute('data-site-source') || '';
    if (!SITE_SOURCE_PATTERN.test(siteSource)) {
      el.setAttribute('data-quoteflow-state', 'invalid');
      return false;
    }
    var query = new URLSearchParams({ siteSource: siteSource, iframe: 'true', parentOrigin: location.origin });
    var frame = document.createElement('iframe');
    frame.src = origin + '/?' + query.toString();
    frame.title = el.getAttribute('data-title') || 'Insurance quotes';
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.height = INITIAL_HEIGHT + 'px';
    el.setAttribute('data-quoteflow-state', 'loading');
    el.replaceChildren(frame);
    mounted.push({ el: el, frame: frame });
    return true;
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    for (var i = 0; i < mounted.length; i += 1) {
      var entry = mounted[i];
      if (!entry.frame.contentWindow || event.source !== entry.frame.contentWindow) continue;
      var message = parseWidgetMessage(event.data);
      if (!message) return;
      if (message.type === 'quoteflow:resize') entry.frame.style.height = message.height + 'px';
      else if (message.type === 'quoteflow:ready') entry.el.setAttribute('data-quoteflow-state', 'ready');
      else {
        entry.el.setAttribute('data-quoteflow-step', message.step);
        entry.el.dispatchEvent(new CustomEvent('quoteflow:step', { detail: { step: message.step } }));
      }
      return;
    }
  });

  // The page's own layout changed (a rotated phone, a wider column): each frame is asked for its height again.
  var pending = 0;
  window.addEventListener('resize', () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      for (var i = 0; i < mounted.length; i += 1) {
        var win = mounted[i].frame.contentWindow;
        if (win) win.postMessage({ type: 'quoteflow:measure' }, origin);
      }
    }, 150);
  });

  function mountAll() {
    var elements = document.querySelectorAll('[data-quoteflow-widget]');
    for (var i = 0; i < elements.length; i += 1) mount(elements[i]);
  }

  window.QuoteFlowWidget = { mount: mount, mountAll: mountAll };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
