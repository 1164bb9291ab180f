/* global window, document, location */
// Runs before the app's code arrives (an external file: the content security policy allows no
// inline script). The app's code is a few hundred kilobytes; what this file starts meanwhile is
// ready, or nearly, when that code runs.

// The remembered colour scheme, set at once, so a dark page never flashes light while it loads.
(function () {
  var scheme = 'auto';
  try {
    scheme = localStorage.getItem('mantine-color-scheme-value') || 'auto';
  } catch {
    // Storage may be off (private mode): follow the system.
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

// The answers every first page waits for, asked now: who is signed in, and on a project's page its
// largest answer (the timeline on the timeline, the board on the tasks page), once someone is. The
// app's first call of the same address takes the answer (`takeEarly` in lib/api-client.ts); one
// not taken within ten seconds is dropped. The addresses are those of the endpoint table
// (start-script.test.ts holds them to it).
(function () {
  var answers = {};
  window.tandemEarlyAnswers = answers;
  function ask(url) {
    var answer = fetch(url, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
    // A failure is met by the call that takes it.
    answer.catch(function () {});
    answers[url] = answer;
    setTimeout(function () {
      if (answers[url] === answer) delete answers[url];
    }, 10000);
    return answer;
  }
  var session = ask('/api/auth/session');
  var project = /^\/project\/(\d+)(?:\/([^/]+))?\/?$/.exec(location.pathname);
  if (!project) return;
  var pid = project[1];
  var section = project[2];
  var overview = new URLSearchParams(location.search).get('view') === 'overview';
  var largest =
    section === 'timeline'
      ? '/api/timeline/get-timeline-data?pid=' + pid
      : section === 'tasklists' || (section === undefined && !overview)
        ? '/api/tasks/board?pid=' + pid
        : null;
  if (!largest) return;
  session
    .then(function (response) {
      return response.ok ? response.clone().json() : null;
    })
    .then(function (body) {
      if (body && body.user) ask(largest);
    })
    .catch(function () {});
})();
