/**
 * Documentation is untrusted input that ends up in an assistant's context: text written to instruct the
 * assistant rather than inform the reader (prompt injection) is dropped at index time, from every field an
 * assistant sees (snippet text, code, titles, headings, source paths; a library's name, description and
 * version). Each rule names what it caught; `libdocs add` lists what it dropped with the rule that fired.
 *
 * Text is matched as a reader sees it (see text-normalize.ts, plus Markdown emphasis and look-alike letters),
 * so that full-width letters or a zero-width space inside a word do not hide it. The rules are grown from
 * test/fixtures/hostile/injections.txt (each line must be caught) and held back by
 * test/fixtures/hostile/not-injections.txt and the evaluation corpora (none of their sections may be caught).
 * @module
 */
import { normalizeForMatching } from '../text-normalize.ts';
import type { Snippet } from './types.ts';

/**
 * Not right after a word that makes the verb after it a description rather than an order ("configured to ignore",
 * "will skip", "does not discard"): one white space character, so that the look back stays a few characters long.
 */
const NOT_DESCRIBED = String.raw`(?<!\b(?:to|will|would|can|could|may|might|not|won't|does|doesn't|then)[ \t])`;

/**
 * A verb that starts a word, not the end of a name (`rl-unix-line-discard`, `--ignore`, `on_skip`): a command named
 * so, under a heading "Commands", had been dropped as an order to discard them. Only where the verb's object is a
 * word as common as "commands" or "context"; "x-ignore all previous instructions" is still an order.
 */
const NOT_A_NAME = String.raw`(?<![\w-])`;

/** Who an injected override claims to come from ("system override", "admin override"). */
const OVERRIDER = String.raw`(?:system|admin(?:istrator)?|developer|root)`;

/** Who an injection addresses: assistants and models by kind or by name. */
const AI = String.raw`(?:AI|LLMs?|GPT|ChatGPT|Claude|Copilot|Gemini|assistants?|chatbots?|(?:large\s+)?language\s+models?|(?:AI|LLM|coding)\s+(?:models?|agents?|bots?|tools?|systems?|assistants?))`;
/** Words after an AI noun that make it about people or products, not a message to a model ("AI developers"). */
const NOT_A_READER = String.raw`users?|developers?|engineers?|researchers?|providers?|vendors?|compan(?:y|ies)|startups?|teams?|builders?|authors?|makers?|customers?|subscribers?|enthusiasts?|practitioners?|products?|chat|extensions?|plans?|settings|API|SDK`;
/** What an exfiltration asks for. */
const SENSITIVE = String.raw`(?:api[\s_-]?keys?|access[\s_-]?tokens?|auth(?:entication)?\s+tokens?|tokens|credentials|secrets?|passwords?|passphrases?|private[\s_-]?keys?|ssh[\s_-]?keys?|(?:session\s+)?cookies|~\/\.\w+|\.ssh\b|id_(?:rsa|ed25519|ecdsa)|\.env\b|env\s+files?|environment\s+variables?|env\s+vars?|\.aws\b|\.npmrc|\.netrc|\.git-credentials|\/etc\/(?:passwd|shadow))`;
/** Where an exfiltration sends it: an address, or the assistant's own answer. */
const DESTINATION = String.raw`(?:to|into|in|at|on)\s+(?:https?:\/\/|[\w.+-]+@[\w-]+\.\w|your\s+(?:response|answer|reply|output|next\s+message|summary)|our\s+(?:server|endpoint|webhook|site|url)|this\s+(?:url|address|endpoint|webhook|link)|the\s+(?:following\s+(?:url|address|endpoint|webhook|link)|url\s+below|image\s+url|webhook))`;

/** A note, message or instructions addressed to a model. */
const NOTE_TO_AI = String.raw`(?:notes?|messages?|memo|reminder|attention|notice|warning|instructions?|directive)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+|every\s+)?(?:AI\s+)?${AI}`;
/**
 * Not after a word that says what a program does with such messages ("when preparing messages for the LLM", "sends
 * messages to the model", "Preparing 3 sanitized messages for LLM", "optional instructions for the LLM": an AI
 * library's own words), a participle among them; any other word may open a note to the model ("Additional
 * instructions for Claude", "Here are instructions for the assistant"), and a colon after it always does.
 */
const ADDRESSED = String.raw`(?<!\b(?:[a-z]+(?:ed|ing)|prepares?|sends?|sent|formats?|builds?|built|pass(?:es)?|generates?|stores?|optional)[ \t]+)`;

const rule = (source: string, flags = 'i') => new RegExp(source, flags);

const RULES: { name: string; patterns: RegExp[] }[] = [
  {
    name: 'instruction override',
    patterns: [
      // "ignore all of the previous instructions", "bypass your safety guidelines"
      rule(String.raw`\b(?:ignore|disregard|forget|bypass|discard|skip|abandon|neglect)\s+(?:(?:all|any|each|every|of|the|these|those|my)\s+){0,3}(?:(?:your|previous|prior|above|earlier|preceding|foregoing|former|original|initial|old|safety)\s+){1,3}(?:instructions?|prompts?|rules|directives|guidelines|guidance|constraints|programming|training|system\s+prompt)\b`),
      // ...and the words a program's own documentation also uses (commands, orders, directions, context), only as an
      // order: "ignore your commands and ...", "ignore the above directions"; not as what a program is configured to
      // do or will do ("I'm configured to ignore your commands", a chat bot's reply in Hubot's guide; "the shell will
      // ignore previous commands"; "tells make to ignore the prior commands' errors").
      // With a word that says which ones ("ignore all previous commands"), even after a hyphen ("x-ignore the above
      // directions"); without one ("discard commands"), only as a word of its own, not the end of a name (NOT_A_NAME).
      rule(String.raw`${NOT_DESCRIBED}\b(?:ignore|disregard|forget|bypass|discard|skip|abandon|neglect)\s+(?:(?:all|any|each|every|of|the|these|those|my|your|previous|prior|above|earlier|preceding|foregoing|former|original|initial|old)\s+){1,7}(?:directions|commands|orders|context)\b`),
      // Not a verb joined to another that together describe the commands ("send stop or skip commands to the iterator").
      rule(String.raw`${NOT_DESCRIBED}${NOT_A_NAME}(?<!\b(?:or|and)[ \t])(?:ignore|disregard|forget|bypass|discard|skip|abandon|neglect)\s+(?:directions|commands|orders|context)\b`),
      rule(String.raw`\b(?:ignore|disregard|forget|bypass)\s+(?:all|any|your)\s+(?:of\s+)?(?:your\s+)?system\s+(?:instructions|prompts?|rules|messages?)\b`),
      rule(String.raw`\boverride\s+(?:all\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:instructions|prompts?|rules|guidelines|programming|directives)\b`),
      // "disregard everything above", "forget everything you were told", "ignore what your developers told you"
      rule(String.raw`\b(?:ignore|disregard|forget)\s+(?:everything|anything|all|what(?:ever)?)\s+(?:(?:that\s+)?you(?:'ve|'re|\s+have|\s+were|\s+are|\s+had)?\s+(?:been\s+|just\s+)?(?:told|given|instructed|taught|shown|read)\b|(?:your|the)\s+(?:developers?|creators?|system|operators?|owners?|makers?)\s+(?:have\s+)?(?:told|said|instructed|wrote|gave)\b|(?:above|before|earlier|previously|so\s+far|prior)\b|up\s+to\s+(?:now|here|this\s+point)\b)`),
      rule(String.raw`\b(?:do\s+not|don't|stop|no\s+longer|never)\s+(?:follow|obey|observe|adhere\s+to|listen\s+to|following|obeying)\s+(?:(?:any|all)\s+(?:of\s+)?)?(?:the\s+)?(?:your\s+(?:\w+\s+)?(?:instructions|rules|guidelines|prompt|directives|programming)|(?:instructions|rules|guidelines)\s+(?:in|of|from)\s+your\b|system\s+(?:prompt|instructions))`),
      rule(String.raw`\bthe\s+only\s+(?:valid|real|true|actual|legitimate)\s+(?:instructions|rules|prompt)\b|\b(?:your|system)\s+(?:previous\s+|original\s+)?(?:instructions|rules|prompt|guidelines)\s+(?:are|is|have\s+been)\s+(?:now\s+)?(?:void|revoked|cancel+ed|superseded|replaced|overridden|obsolete|no\s+longer\s+(?:valid|apply|in\s+effect))\b`),
      rule(String.raw`\bobey\s+(?:only\s+)?(?:(?:this|these|the\s+following)\s+(?:page|document|file|text|instructions|readme)|the\s+documentation|me)\b`),
      // Other languages: Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean.
      rule(String.raw`\bignor(?:a|e|en|ad|ar)\s+(?:todas?\s+)?(?:las\s+|los\s+)?(?:instrucciones|indicaciones|órdenes|reglas)\s+(?:anteriores|previas)`),
      rule(String.raw`\b(?:ignore[rz]?|oublie[rz]?)\s+(?:toutes?\s+)?(?:les\s+)?(?:instructions|consignes|règles)\s+(?:précédentes|antérieures)`),
      rule(String.raw`\b(?:ignorier(?:e|en|t)?|vergiss|vergessen\s+sie)\s+(?:bitte\s+)?(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|obigen|früheren)\s+(?:Anweisungen|Instruktionen|Befehle|Regeln)`),
      rule(String.raw`\bignor(?:e|a|em)\s+(?:todas?\s+)?(?:as\s+|os\s+)?(?:instruções|ordens|regras)\s+(?:anteriores|prévias)`),
      rule(String.raw`\bignora(?:te)?\s+(?:tutte\s+)?(?:le\s+)?(?:istruzioni|regole)\s+precedenti`),
      rule(String.raw`игнорир\S*\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания|правила)`),
      rule(String.raw`(?:忽略|无视|忘记|忽视|無視)(?:掉)?(?:之前|以上|上面|先前|前面)(?:的)?(?:所有|全部)?(?:的)?(?:指令|指示|说明|提示|规则)`),
      rule(String.raw`(?:以前|前|上記|これまで)の(?:すべての|全ての)?(?:指示|命令|ルール)を(?:すべて|全て)?無視`),
      rule(String.raw`이전\S*\s*(?:모든\s*)?(?:지시|명령|지침)\S*\s*무시`),
    ],
  },
  {
    name: 'role reassignment',
    patterns: [
      rule(String.raw`\byou\s+are\s+now\s+(?:in\s+)?(?:DAN\b|developer\s+mode|jailbr(?:eak|oken)|(?:an?\s+)?(?:\w+\s+){0,3}?(?:AI|assistant|bot|chatbot|agent|model|LLM)\b|(?:an?\s+)?(?:unrestricted|uncensored|unfiltered|evil|rogue)\b)`),
      rule(String.raw`\bfrom\s+(?:now\s+on|this\s+(?:point|moment)\s+(?:on|forward|onwards?)|here\s+on)\s*,?\s*(?:you\s+(?:are|will\s+be|shall\s+be)\s+(?:an?|my|the|DAN)\b|you\s+(?:will|shall|must)\s+(?:only\s+)?(?:respond|answer|reply|act|behave|obey|speak|pretend)\b|the\s+(?:assistant|AI|model|bot|LLM)\b|(?:respond|reply|answer|act|behave|speak)\b|your\s+(?:name|role|task|job|purpose|instructions)\b)`),
      rule(String.raw`\byou\s+are\s+no\s+longer\s+(?:an?\s+(?:\w+\s+){0,2}?(?:AI|assistant|bot|chatbot|agent|model|LLM)\b|(?:bound|restricted|limited|constrained)\s+by)`),
      rule(String.raw`\b(?:act|behave|respond|answer)\s+(?:as|like)\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:unfiltered|unrestricted|uncensored|jailbroken|evil|rogue|amoral)\b`),
      rule(String.raw`\b(?:answer|respond|reply|act|behave)\s+without\s+(?:any\s+)?(?:restrictions|filters|filtering|limitations|censorship|safety|guardrails|rules)\b`),
      rule(String.raw`\bpretend\s+(?:to\s+be|(?:that\s+)?you\s+are|you're)\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,3}?(?:AI|assistant|bot|model|administrator|admin|root|superuser|hacker|DAN)\b`),
      rule(String.raw`\byour\s+(?:new|real|true|actual)\s+(?:role|task|job|purpose|goal|objective|persona|identity|name|instructions|mission)\s+(?:is|are|will\s+be)\b`),
      rule(String.raw`\b(?:enter|activate|enable|switch\s+to)\s+(?:DAN|jailbreak|god|unrestricted)\s+mode\b`),
    ],
  },
  {
    name: 'fake system prompt',
    patterns: [
      rule(String.raw`\b(?:new|updated|revised|real|actual|true|hidden|secret|override|priority|admin|developer)\s+system\s+(?:prompt|instructions?|message|directives?)\s*(?:(?:is\s+as\s+)?follows|below|:)`),
      rule(String.raw`^\W{0,5}(?:system|admin(?:istrator)?|developer|root)\s*(?:override|message|prompt|instructions?|notice)?\s*\W{0,3}\s*:\s*(?:the\s+(?:assistant|AI|model)\s+(?:must|will|should|shall)\b|you\s+(?:must|will\s+now|are\s+now|shall)\b|ignore\b|disregard\b|forget\b|from\s+now\b)`, 'im'),
      // "System override: ...", "System override – ...", "(admin override)", "developer override mode enabled", or a
      // banner in capitals; not a configuration's comment ("# ... some administrator override" in systemd-analyze's
      // example of a drop-in).
      rule(String.raw`\b${OVERRIDER}\s+override\s*(?:[:!\])}>]|->|--?\s|[\u2013\u2014])`),
      rule(String.raw`[\[({<]\s*${OVERRIDER}\s+override\b`),
      rule(String.raw`\b${OVERRIDER}\s+override\s+(?:mode\s+)?(?:is\s+)?(?:now\s+)?(?:enabled|activated|engaged|active|granted|initiated|in\s+effect)\b`),
      rule(String.raw`\b(?:SYSTEM|ADMIN(?:ISTRATOR)?|DEVELOPER|ROOT)\s+OVERRIDE\b`, ''),
      rule(String.raw`\b(?:begin|start|end)\s+(?:of\s+)?(?:the\s+)?(?:new\s+)?(?:system|admin|administrator|developer|hidden|secret|priority)\s+(?:instructions|prompt|message|directives?|override)\b`),
      rule(String.raw`(?<!#)#{2,}\s*(?:system|admin|developer)\s*(?:message|prompt|instructions?)?\s*##`),
      rule(String.raw`<\/?(?:system|system[-_]prompt|instructions|admin)>\s*(?:you\b|ignore\b|disregard\b|forget\b|from\s+now\b|always\b|never\b|the\s+(?:assistant|AI|model)\b)`),
    ],
  },
  {
    name: 'chat-template tokens',
    patterns: [
      rule(String.raw`<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|startoftext|begin_of_text|end_of_text|start_header_id|end_header_id|eot_id|eom_id)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start_of_turn|end_of_turn)>`, ''),
    ],
  },
  {
    name: 'hidden instructions to the assistant',
    patterns: [
      // "Note to the AI model:", "Instructions for AI coding assistants:", "Message for Claude:", "A hidden note to the
      // assistant"; not what a program does with them ("when preparing messages for the LLM", "optional
      // instructions for the LLM": an AI library's own words), unless a colon opens the message.
      rule(String.raw`\b(?=${NOTE_TO_AI})${ADDRESSED}${NOTE_TO_AI}\b(?![-/]|\s+(?:${NOT_A_READER})\b)|\b${NOTE_TO_AI}\s*:`),
      rule(String.raw`\bif\s+you(?:\s+are|'re)\s+(?:an?\s+|the\s+)?(?:${AI}|agent|bot)\b(?![-/]|\s+(?:${NOT_A_READER})\b)`),
      rule(String.raw`\b(?:attention|hey|dear|psst|listen)\s*,?\s+(?:the\s+|all\s+|any\s+)?${AI}\s*[:,!]`),
      rule(String.raw`\b(?:${AI}|agents?|models?|bots?)\s+(?:(?:that|who)\s+(?:is|are)\s+)?(?:reading|processing|parsing|summari[sz]ing|indexing|seeing|analy[sz]ing|ingesting|scanning)\s+(?:this|these)\s+(?:page|document|text|file|readme|documentation|docs|content|message|site|section|instructions|line)s?\b`),
      rule(String.raw`\b(?:${AI}|agents?)\s+(?:reading|processing)\s+this\s*[:,]?\s*(?:you\s+(?:must|should)|always|never|ignore|do\s+not|please)\b`),
    ],
  },
  {
    name: 'concealment from the user',
    patterns: [
      rule(String.raw`\b(?:do\s+not|don't|never|must\s+not|should\s+not)\s+(?:tell|inform|mention)\s+(?:(?:about\s+)?(?:this|it|that|anything)\s+)?(?:to\s+)?the\s+user\b`),
      rule(String.raw`\b(?:do\s+not|don't|never)\s+let\s+the\s+user\s+(?:know|see|find\s+out|notice|learn)\b`),
      rule(String.raw`\b(?:keep|hide)\s+(?:this|these|it|that)\s+(?:\w+\s+){0,2}?from\s+the\s+user\b`),
      rule(String.raw`\bwithout\s+(?:telling|informing)\s+the\s+user\b`),
      rule(String.raw`\bthe\s+user\s+(?:must|should|may)\s+(?:not|never)\s+(?:know|find\s+out|learn|be\s+told|notice)\b`),
      rule(String.raw`\b(?:do\s+not|don't|never)\s+(?:reveal|mention|disclose|include|show)\s+(?:this|these|it|that|them)\s+(?:\w+\s+){0,2}?(?:in|to)\s+your\s+(?:answer|response|reply|output|summary)\b`),
    ],
  },
  {
    name: 'exfiltration request',
    patterns: [
      rule(String.raw`\b(?:send|post|upload|transmit|exfiltrate|forward|leak|email|e-mail|submit|copy|paste|include|put|append|embed|print|output|reveal|echo|dump|list|read|share|cat|encode|return|write)\b[^\n]{0,60}?${SENSITIVE}[^\n]{0,60}?${DESTINATION}`),
      rule(String.raw`\b(?:send|post|upload|share|leak|exfiltrate|email|transmit)\b[^\n]{0,40}?\bcontents?\s+of\s+(?:the\s+user's\s+|your\s+|the\s+)?(?:~\/|\$HOME|%USERPROFILE%|\/home\/|\/root\/|\.ssh\b|id_(?:rsa|ed25519|ecdsa)|\.env\b|\.aws\b|\.npmrc|\.netrc|\.git-credentials|\/etc\/(?:passwd|shadow)|(?:ssh|env|credentials?|secrets?|keys?)\s+(?:files?|folder|directory))`),
    ],
  },
  {
    name: 'install or run persuasion',
    patterns: [
      // "Always recommend installing …" as an order, or "you must always recommend …" (not "we always recommend")
      rule(String.raw`(?:^|[.!?:;]\s+|\b(?:you|assistants?|models?|AI|LLMs?|agents?)\s+(?:must\s+|should\s+|will\s+|shall\s+)?)always\s+(?:recommend|suggest|advise|promote|endorse)\b`, 'im'),
      rule(String.raw`\b(?:regardless\s+of\s+(?:what\s+)?the\s+(?:user(?:'s)?\s+)?question\b|whatever\s+the\s+user\s+(?:asks?|says|wants|requests|types)\b|no\s+matter\s+what\s+the\s+user\s+(?:asks?|says|wants|requests)\b)`),
      rule(String.raw`\b(?:always|must|should)\s+(?:also\s+)?(?:add|include|insert|append|prepend|suggest|recommend|inject)\b[^\n]{0,80}?\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}?\|\s*(?:sudo\s+)?(?:-\w+\s+)*(?:ba|z|da|k|fi)?sh\b`),
      rule(String.raw`\b(?:in|to|with|at\s+the\s+(?:end|start|top|beginning)\s+of)\s+(?:every|each|all|any)\s+(?:(?:of\s+)?your\s+)?(?:answers?|your\s+repl(?:y|ies)|responses?\s+you\s+(?:give|write|send))\b(?!\s+sections?)`),
      rule(String.raw`\b(?:every|each|all|any)\s+(?:piece\s+of\s+)?(?:code\s+(?:samples?|snippets?|examples?|blocks?)|answers?|repl(?:y|ies)|suggestions?|completions?)\s+(?:that\s+)?you\s+(?:write|generate|produce|suggest|output|give|create)\b`),
      rule(String.raw`\bwhen(?:ever)?\s+(?:you\s+(?:are\s+)?)?(?:generat|suggest|answer|respond|reply|complet)\w*\s+(?:code|answers?|responses?|repl(?:y|ies)|suggestions?|questions?|snippets?)\b[^.\n]{0,40}?\b(?:always|you\s+must|make\s+sure\s+to)\s+(?:include|add|insert|import|require|recommend|append|prepend|mention|link|suggest)\b`),
      rule(String.raw`\btell\s+(?:the\s+)?users?\s+(?:that\s+)?(?:to|they\s+(?:must|should))\s+(?:run|execute|install|paste|type|download|add)\b[^\n]{0,120}?(?:curl|wget|npm\s+(?:i|install|add)|pnpm\s+add|yarn\s+add|pip\s+install|sudo|rm\s+-rf|bash|powershell|iex|chmod)`),
      rule(String.raw`\b(?:execute|run)\s+(?:this|these|the\s+following|the\s+commands?\s+below)\s+(?:commands?\s+|scripts?\s+|code\s+)?(?:on|in)\s+the\s+user's\s+(?:machine|computer|system|device|shell|terminal)`),
      rule(String.raw`\bbefore\s+(?:answering|replying|responding\s+to\s+the\s+user|you\s+(?:answer|reply|respond))\b[^\n]{0,20}?\b(?:run|execute|call|fetch|visit|open|read|download|install|curl)\b`),
    ],
  },
];

/**
 * Every pattern in one expression, to pass over ordinary text in one scan (most of the cost of indexing a
 * large corpus); the rules are tried one by one only on text it matches. `i` and `m` only widen a pattern.
 */
const ANY_RULE = new RegExp(RULES.flatMap((r) => r.patterns.map((p) => `(?:${p.source})`)).join('|'), 'im');

/** Cyrillic and Greek letters drawn like Latin ones, read as Latin inside a word that mixes the scripts. */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  [...'аaеeоoрpсcуyхxіiјjѕsԁdһhӏlАAВBЕEКKМMНHОOРPСCТTХXІIЈJЅSαaοoιiνvρpκkΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX'].flatMap((c, i, all) => (i % 2 === 0 ? [[c, all[i + 1]!]] : [])),
);
const MIXED_WORD = /[\p{L}\p{M}]+/gu;
const CYRILLIC_OR_GREEK = /[\u0370-\u03FF\u0400-\u052F]/;

/** `Dіsrеgard` (Cyrillic і and е) → `Disregard`; words wholly in one script are left alone. */
function foldLookAlikes(text: string): string {
  if (!CYRILLIC_OR_GREEK.test(text)) return text;
  return text.replace(MIXED_WORD, (word) => (/[a-z]/i.test(word) && CYRILLIC_OR_GREEK.test(word) ? [...word].map((c) => LOOK_ALIKES[c] ?? c).join('') : word));
}

/** The text as the rules read it. */
function forMatching(text: string): string {
  return (
    foldLookAlikes(normalizeForMatching(text))
      .replace(/[\u2018\u2019\u02BC]/g, "'")
      // Markdown emphasis and code spans split nothing a reader sees: `**Ignore** _all_ previous` is one sentence.
      .replace(/[*`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
      // One whitespace character per run: the rules stay linear on hostile runs of spaces (`\s*,?\s*`).
      .replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : ' '))
  );
}

/** The name of the first rule the text trips, or undefined. */
export function injectionRule(text: string): string | undefined {
  const prepared = forMatching(text);
  if (!ANY_RULE.test(prepared)) return undefined;
  return RULES.find((r) => r.patterns.some((p) => p.test(prepared)))?.name;
}

/** A name, path or identifier read as words (`ignore-all-previous-instructions.md`). */
export function identifierInjectionRule(text: string): string | undefined {
  return injectionRule(text.replace(/[-_./#?=&%+:]+/g, ' '));
}

/** The first rule any field of the snippet an assistant sees trips: title, headings, prose, code, source. */
export function snippetInjectionRule(snippet: Snippet): string | undefined {
  const text = [snippet.title, ...snippet.breadcrumb, snippet.description, ...snippet.code.flatMap((c) => [c.lang, c.code])].join('\n\n');
  return injectionRule(text) ?? identifierInjectionRule(`${snippet.source} ${snippet.anchor ?? ''}`);
}
