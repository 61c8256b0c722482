const { post, showParams } = window.mockBridge;
showParams(document.getElementById('params'));
document.getElementById('loading').addEventListener('click', () => post({ type: 'navbar:loadingVideo' }));
document.getElementById('loaded').addEventListener('click', () => post({ type: 'navbar:loaded' }));
document.querySelector('[data-page]').addEventListener('click', (event) => {
  post({ type: 'navbar:page', path: event.currentTarget.dataset.page });
});
