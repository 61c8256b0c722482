window.mockBridge.showParams(document.getElementById('params'));
