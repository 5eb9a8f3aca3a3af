/**
 * A stand-in for the third-party FAQ widget script: it renders a marked element into the
 * page's widget area and counts its runs in a global, so tests can see that it loaded,
 * ran once per visit and left nothing behind.
 */
export const FAQ_WIDGET_PATH = '/faq-widget.js';

export const faqWidgetScript = `(function () {
  var area = document.getElementById('faq-widget');
  if (!area) return;
  var widget = document.createElement('div');
  widget.setAttribute('data-test-faq-widget', '');
  widget.innerHTML = '<h2>Questions from the FAQ widget</h2><p>This list is provided by the test widget.</p>';
  area.appendChild(widget);
  window.__testFaqWidgetRuns = (window.__testFaqWidgetRuns || 0) + 1;
})();
`;
