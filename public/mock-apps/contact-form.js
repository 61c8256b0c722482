const role = new URLSearchParams(window.location.search).get('role');
const names = { 'project-owner': 'Project Owner', collector: 'Collector' };
if (role in names) document.getElementById('heading').textContent = `Contact form: ${names[role]}`;
document.querySelector('form').addEventListener('submit', (event) => event.preventDefault());
