const { post, showParams } = window.mockBridge;
showParams(document.getElementById('params'));
for (const button of document.querySelectorAll('[data-page]')) {
  button.addEventListener('click', () => post({ type: 'navbar:page', path: button.dataset.page }));
}
document.getElementById('refresh').addEventListener('click', () => post({ type: 'navbar:refresh' }));
document.getElementById('web3').addEventListener('click', () => post({ type: 'navbar:web3Check' }));
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || event.data?.type !== 'navbar:web3CheckResult') return;
  document.getElementById('web3-answer').textContent = event.data.available ? 'A wallet is available.' : 'No wallet.';
});
post({ type: 'navbar:loaded' });
