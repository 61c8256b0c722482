// The navbar bridge as a hosted app speaks it (mock environment only): messages to the page that
// frames this app, on our shared origin, and a list of what this app was opened with.
const bridge = {
  post(message) {
    window.parent.postMessage(message, window.location.origin);
  },
  showParams(list) {
    const params = new URLSearchParams(window.location.search);
    for (const [name, value] of params) {
      const term = document.createElement('dt');
      term.textContent = name;
      const detail = document.createElement('dd');
      detail.textContent = value;
      list.append(term, detail);
    }
  },
};
window.mockBridge = bridge;
