import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asksAboutChanges, contentOfQuestion, questionGoal, tellsStory } from '../../../src/engine/rank/question.ts';

const flask = { name: 'Flask', id: '/pallets/flask', aliases: [], versions: ['2.2.2', '2.3.0'] };
const postgres = { name: 'PostgreSQL', id: '/postgres/postgres', aliases: ['pg'], versions: ['15.20'] };

test("the library's name and the version it names are not content", () => {
  assert.equal(contentOfQuestion('flask 2.2: point the flask command at my app with --app', flask), ': point the command at my app with --app');
  assert.equal(contentOfQuestion('MERGE statement syntax in PostgreSQL 15', postgres), 'MERGE statement syntax in');
  assert.equal(contentOfQuestion('pallets flask v2 blueprints', flask), 'blueprints');
});

test("a word of the library's name written as one of its APIs stays", () => {
  const generator = { name: 'AsyncAPI Generator', id: '/asyncapi/generator', aliases: [], versions: ['3.4.1'] };
  assert.equal(contentOfQuestion('what does the forceWrite option of the Generator class do?', generator), 'what does the forceWrite option of the Generator class do?');
  assert.equal(contentOfQuestion('render with the `Generator` of asyncapi', generator), 'render with the `Generator` of');
  assert.equal(contentOfQuestion('asyncapi generator 3.4: run the hooks', generator), ': run the hooks');
  // A command of the library's name is not one of its APIs in this sense: every page is about it; nor is the name used
  // as an adjective.
  assert.equal(contentOfQuestion('point the flask command at my app', flask), 'point the command at my app');
  assert.equal(contentOfQuestion('flask class-based views for a resource', flask), 'class-based views for a resource');
  const react = { name: 'React', id: '/facebook/react', aliases: [], versions: ['18.2.0'] };
  assert.equal(contentOfQuestion('pass props to a react component', react), 'pass props to a component');
  assert.equal(contentOfQuestion('the Flask class and its config', flask), 'the Flask class and its config');
});

test('numbers that are not versions of the library stay, and so does a question that is only the name', () => {
  assert.equal(contentOfQuestion('fastify rejects payloads with 413', { name: 'Fastify', id: '/fastify/fastify', aliases: [], versions: ['5.1.0'] }), 'rejects payloads with 413');
  assert.equal(contentOfQuestion('what is new in 3.0 of flask', flask), 'what is new in 3.0 of');
  assert.equal(contentOfQuestion('flask', flask), 'flask');
});

test('in a question about what changed, the version it names is what it asks about', () => {
  assert.equal(contentOfQuestion('what changed in version 2.1', flask), 'what changed in version 2.1');
  assert.equal(contentOfQuestion("what's new in flask 2.2", flask), "what's new in 2.2");
  // Elsewhere the version still only chooses the documentation.
  assert.equal(contentOfQuestion('flask 2.2 blueprints', flask), 'blueprints');
});

test('questions about what changed between versions are recognised', () => {
  for (const q of ['after upgrading to v15 users cannot create tables', 'reply.redirect stopped working', 'is this deprecated?', 'migration guide to v5', 'list of node deprecations', 'which options are they deprecating']) {
    assert.equal(asksAboutChanges(q), true, q);
  }
  for (const q of ['how do I set a request timeout', 'change the default port']) assert.equal(asksAboutChanges(q), false, q);
});

test('a story states something before it asks; a question of one sentence, an assistant\'s question and names, or a full stop in an abbreviation, code or quotes is none', () => {
  for (const story of [
    'We call `analytics.track(event)` without awaiting it. Is there a way to mark it?',
    'It works on Linux! Why not on Windows?',
    'the CSV export has rows of different lengths (some have 5 fields). How can I read them?',
    'The promise is typed Promise<void>. How do I await it?',
    'I keep logs in /var/log/app etc. Where does it go?',
    'Wir nutzen fs.glob. Über welche Option geht es?',
    'fs.glob を使っています。どうすればいい',
    'We call `analytics.track`. Is there a way to mark it?',
    'I set the mode to "strict". Why does it fail?',
    'We deployed to the U.S. Why is it slow?',
    'I use Flask 2.2. How do I stream a response?',
    'Node.js v20. We call fs.glob. Why does it fail?',
    'I have 2. How do I merge them?',
    'It returns 5. Why does it?',
    'Got exit 137. Why was it killed?',
  ])
    assert.equal(tellsStory(story), true, story);
  for (const question of [
    'find files matching a glob pattern with fs.glob',
    'load a .env file with the --env-file flag or process.loadEnvFile',
    'how do I set a request timeout, e.g. for slow clients?',
    'match files, a.k.a. globbing, with fs.glob... or is there a package?',
    'Skip comment lines: CsvPreference.Builder skipComments, CommentStartsWith.',
    'Can find match names of files inside zip archives? Find searching archive contents, -name limitations, unzip -l.',
    'why does `path.join(a, "b. c")` fail with "connection refused. Is the server running" here',
    'what does version 2.4.0 change?',
    'Hi! How do I use fs.glob?',
    'Node.js v20. How do I use fs.glob?',
    'PostgreSQL 15. How do I read pg_stat_io?',
    'Using Flask 2.2. How do I stream a response?',
    'Using Spring Boot 3. How do I set the port?',
    'Node.js V20. How do I use fs.glob?',
    'node.js 20.1. How do I use fs.glob?',
  ])
    assert.equal(tellsStory(question), false, question);
  // Told the library, a label names it: "Error 500." names none and states something.
  const node = { name: 'Node.js', id: '/nodejs/node', aliases: [], versions: ['20.0.0'] };
  assert.equal(tellsStory('Node.js v20. How do I use fs.glob?', node), false);
  assert.equal(tellsStory('Using Node 20. How do I use fs.glob?', node), false);
  assert.equal(tellsStory('Error 500. Why does fs.glob fail?', node), true);
  assert.equal(tellsStory('PostgreSQL 15. How do I read pg_stat_io?', node), true);
});

test("a long question's goal: what a user's story asks after its last statement, or an assistant's goal before its colon", () => {
  const goal = (question: string, before = 0) => questionGoal(question, before);
  assert.deepEqual(goal('Connections sit open overnight and the firewall drops them. Requests fail every morning. Does the pool evict idle entries? How often?'), {
    text: 'Does the pool evict idle entries? How often?',
    kind: 'asked',
  });
  // A full stop in code, quotes or an abbreviation ends no statement; a greeting or a version label states nothing.
  assert.equal(goal('We call `pool.close()` at exit, e.g. in a hook. Why does it hang?')?.text, 'Why does it hang?');
  assert.equal(goal('The log says "Pool exhausted. Retrying." every minute. What limit is that?')?.text, 'What limit is that?');
  assert.equal(goal('Hello! How do I configure the pool so that idle connections are closed after a minute?'), undefined);
  assert.equal(goal('Using Spring Boot 3. How do I configure the pool so that idle connections are closed?'), undefined);
  // With the statement before the asking sentences, as when they name nothing themselves.
  assert.equal(goal('We copy the repository nightly. The copy stops at 2 GB. Why?', 1)?.text, 'The copy stops at 2 GB. Why?');
  assert.equal(goal('The copy stops at 2 GB. Why?', 5)?.text, 'The copy stops at 2 GB. Why?');
  // A story's colon does not make it an assistant's goal; a full-width or doubled question mark still asks.
  assert.deepEqual(goal('Error: ECONNRESET every morning. Does the pool evict idle entries?'), { text: 'Does the pool evict idle entries?', kind: 'asked' });
  assert.equal(goal('The copy stops at 2 GB. Why does it stop?!')?.text, 'Why does it stop?!');
  assert.equal(goal('The copy stops at 2 GB. Why does it stop？')?.text, 'Why does it stop？');
  // An astral letter opening the asking sentence is not cut in half.
  assert.equal(goal('The copy stops at 2 GB. 𝑊hy does it stop?')?.text, '𝑊hy does it stop?');
  // An assistant's goal before its colon; a colon in code is the asker's value.
  assert.deepEqual(goal('Log slow statements: log_min_duration_statement, auto_explain'), { text: 'Log slow statements', kind: 'colon' });
  assert.equal(goal('Set `retries: 3` and a timeout for every request made by the client'), undefined);
  // A sentence of one letter is a sentence; a greeting ends at its comma, so the statement after it states.
  assert.equal(goal('I use plan A. B. Why does the planner pick the wrong index?')?.text, 'Why does the planner pick the wrong index?');
  assert.equal(goal('Hi, the pool drops connections. Why does it?')?.text, 'Why does it?');
  assert.equal(tellsStory('Hi, the pool drops connections. Why?'), true);
  // A question mark after a long run of them, or none at the end.
  assert.equal(goal(`The pool drops connections. Why${'?'.repeat(1990)}`)?.kind, 'asked');
  assert.equal(goal(`The pool drops connections. Why${'?'.repeat(1990)}x`), undefined);
  // No story (it all asks), or a story that ends by stating: no asked goal.
  assert.equal(goal('How do I make the pool evict idle entries?'), undefined);
  assert.equal(goal('Why does it hang? We call close at exit.'), undefined);
});

test("a library's name left out of a question leaves its sentence ending where it did", () => {
  const content = contentOfQuestion('Our nightly job stalls on PostgreSQL 15. Why does the vacuum never finish on big tables?', postgres);
  assert.equal(content, 'Our nightly job stalls on. Why does the vacuum never finish on big tables?');
  assert.equal(tellsStory(content), true);
  assert.equal(questionGoal(content)?.text, 'Why does the vacuum never finish on big tables?');
});
