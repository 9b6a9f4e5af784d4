/**
 * Documentation is untrusted input that ends up in an assistant's context: text written to instruct the
 * assistant rather than inform the reader (prompt injection) is dropped at index time. Each rule names what it
 * caught; `libdocs add` lists the snippets dropped with the rule that fired.
 * @module
 */
const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'instruction override', pattern: /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|system)\s+(?:instructions|prompts?|rules|directions)\b/i },
  { name: 'role reassignment', pattern: /\byou\s+are\s+now\s+(?:in\s+)?(?:DAN|developer\s+mode|jailbroken|an?\s+(?:unrestricted|uncensored|different)\s+(?:AI|assistant|model))\b/i },
  { name: 'chat-template tokens', pattern: /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>/ },
  { name: 'concealment from the user', pattern: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|reveal\s+to|mention\s+(?:this\s+)?to)\s+the\s+user\b/i },
  { name: 'exfiltration request', pattern: /\b(?:send|post|upload|transmit|exfiltrate|forward)\b[^\n]{0,60}\b(?:api[\s_-]?keys?|access\s+tokens?|credentials|secrets?|passwords?|\.env\b|ssh\s+keys?)\b[^\n]{0,60}\b(?:to|at)\s+(?:https?:\/\/|the\s+(?:following|url|server|endpoint))/i },
  { name: 'hidden instructions to the assistant', pattern: /\b(?:AI\s+)?(?:AI|assistant|agent|LLM|language\s+model)s?\s+(?:reading|processing)\s+this\s*[:,]?\s*(?:you\s+(?:must|should)|always|never|ignore|do\s+not)\b/i },
];

/** The name of the first rule the text trips, or undefined. */
export function injectionRule(text: string): string | undefined {
  return RULES.find((r) => r.pattern.test(text))?.name;
}
