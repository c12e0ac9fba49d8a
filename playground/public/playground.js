// The playground page's own script: shows CSP violations and every `sakhli-*` event on the page.
const status = document.getElementById('csp-status');
const violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  status.textContent = `CSP violations: ${violations.join(', ')}`;
  console.error('CSP violation', event.violatedDirective, event.blockedURI, event.sourceFile);
});

const log = document.getElementById('events');
const names = [
  'sakhli-booked',
  'sakhli-decision',
  'sakhli-cancelled',
  'sakhli-paid',
  'sakhli-error',
  'sakhli-auth-required',
  'sakhli-points-exchanged',
  'sakhli-recommendation-sent',
];
for (const name of names) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${event.target.localName}: ${name} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
