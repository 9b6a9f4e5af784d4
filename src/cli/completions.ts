/**
 * `libdocs completions <bash|zsh|fish|powershell>`: a completion script for the shell, generated from the
 * commands and options themselves (commands.ts), so it never falls behind them.
 *   bash:       source <(libdocs completions bash)          (or save it in ~/.local/share/bash-completion/completions/libdocs)
 *   zsh:        libdocs completions zsh > "${fpath[1]}/_libdocs"
 *   fish:       libdocs completions fish > ~/.config/fish/completions/libdocs.fish
 *   PowerShell: libdocs completions powershell | Out-String | Invoke-Expression   (add it to $PROFILE)
 * @module
 */
import { defineCommand, type ArgsDef, type CommandDef } from 'citty';
import { messages, usageError } from '../errors.ts';
import { serverArgs, subCommands } from './commands.ts';
import { fail } from './_shared.ts';

const SHELLS = ['bash', 'zsh', 'fish', 'powershell'] as const;
type Shell = (typeof SHELLS)[number];

interface Option {
  flag: string;
  description: string;
  takesValue: boolean;
  /** Fixed values, when the option has them (`--transport stdio|http`). */
  values?: string[];
}

interface Command {
  name: string;
  description: string;
  options: Option[];
  /** Completes file names as its argument (`add <path>`). */
  files: boolean;
  /** Its own subcommands (`keys create|list|revoke`). */
  subcommands: string[];
}

export default defineCommand({
  meta: { name: 'completions', description: 'Print a shell completion script (bash, zsh, fish, powershell)' },
  args: { shell: { type: 'positional', required: false, description: SHELLS.join(' | ') } },
  async run({ args }) {
    try {
      const shell = args.shell as Shell | undefined;
      if (!shell || !SHELLS.includes(shell)) {
        throw usageError(messages.nameTheShell(SHELLS, shell));
      }
      const commands = await describeCommands();
      const server = options(serverArgs);
      process.stdout.write(SCRIPTS[shell](commands, server));
    } catch (error) {
      fail(error);
    }
  },
});

async function describeCommands(): Promise<Command[]> {
  const out: Command[] = [];
  for (const [name, load] of Object.entries(subCommands)) {
    const command: CommandDef<ArgsDef> = await load();
    const meta = (typeof command.meta === 'function' ? await command.meta() : await command.meta) ?? {};
    const args = (typeof command.args === 'function' ? await command.args() : await command.args) ?? {};
    const subs = (typeof command.subCommands === 'function' ? await command.subCommands() : await command.subCommands) ?? {};
    out.push({ name, description: meta.description ?? '', options: options(args), files: name === 'add', subcommands: Object.keys(subs) });
  }
  return out;
}

function options(args: ArgsDef): Option[] {
  return Object.entries(args)
    .filter(([, def]) => def.type !== 'positional')
    .map(([key, def]) => {
      const hint = 'valueHint' in def ? def.valueHint : undefined;
      return {
        flag: `--${key}`,
        description: def.description ?? '',
        takesValue: def.type === 'string',
        values: hint && hint.includes('|') ? hint.split('|') : undefined,
      };
    });
}

const single = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const SCRIPTS: Record<Shell, (commands: Command[], server: Option[]) => string> = {
  bash(commands, server) {
    const flags = (list: Option[]) => list.map((o) => o.flag).join(' ');
    const cases = commands.map((c) => `    ${c.name}) opts=${single([...c.subcommands, flags(c.options)].join(' ').trim())}${c.files ? '; files=1' : ''} ;;`).join('\n');
    const valued = [...server, ...commands.flatMap((c) => c.options)].filter((o) => o.values);
    const valueCases = [...new Map(valued.map((o) => [o.flag, o])).values()].map((o) => `    ${o.flag}) COMPREPLY=($(compgen -W ${single(o.values!.join(' '))} -- "$cur")); return ;;`).join('\n');
    return `# bash completion for libdocs (libdocs completions bash)
_libdocs() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" opts files=0
  case "$prev" in
${valueCases}
  esac
  case "\${COMP_WORDS[1]}" in
${cases}
    *)
      opts=${single(flags(server))}
      if [ "$COMP_CWORD" -eq 1 ]; then opts="${commands.map((c) => c.name).join(' ')} $opts"; fi ;;
  esac
  COMPREPLY=($(compgen -W "$opts --help" -- "$cur"))
  if [ "$files" = 1 ] && [[ "$cur" != -* ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
}
complete -o default -F _libdocs libdocs
`;
  },

  zsh(commands, server) {
    const spec = (o: Option) => {
      const text = `${o.flag}[${o.description.replace(/[[\]:']/g, '')}]`;
      if (!o.takesValue) return single(text);
      return single(`${text}:value:${o.values ? `(${o.values.join(' ')})` : ''}`);
    };
    const cases = commands
      .map((c) => `    ${c.name}) _arguments ${c.subcommands.length ? `'2:command:(${c.subcommands.join(' ')})' ` : ''}${c.options.map(spec).join(' ')}${c.files ? " '*:file:_files'" : ''} ;;`)
      .join('\n');
    return `#compdef libdocs
# zsh completion for libdocs (libdocs completions zsh > "\${fpath[1]}/_libdocs")
_libdocs() {
  local -a commands
  commands=(${commands.map((c) => single(`${c.name}:${c.description.replace(/:/g, ' -')}`)).join(' ')})
  if (( CURRENT == 2 )) && [[ "$words[2]" != -* ]]; then
    _describe 'command' commands
    return
  fi
  case "$words[2]" in
${cases}
    *) _arguments ${server.map(spec).join(' ')} ;;
  esac
}
_libdocs "$@"
`;
  },

  fish(commands, server) {
    const lines = ['# fish completion for libdocs (libdocs completions fish > ~/.config/fish/completions/libdocs.fish)', 'complete -c libdocs -f'];
    const names = commands.map((c) => c.name).join(' ');
    for (const c of commands) lines.push(`complete -c libdocs -n "not __fish_seen_subcommand_from ${names}" -a ${c.name} -d ${single(c.description)}`);
    const option = (condition: string, o: Option) =>
      `complete -c libdocs -n ${single(condition)} -l ${o.flag.slice(2)}${o.takesValue ? ' -r' : ''}${o.values ? ` -a ${single(o.values.join(' '))}` : ''} -d ${single(o.description)}`;
    for (const o of server) lines.push(option(`not __fish_seen_subcommand_from ${names}`, o));
    for (const c of commands) {
      if (c.subcommands.length) lines.push(`complete -c libdocs -n '__fish_seen_subcommand_from ${c.name}' -a ${single(c.subcommands.join(' '))}`);
      for (const o of c.options) lines.push(option(`__fish_seen_subcommand_from ${c.name}`, o));
      if (c.files) lines.push(`complete -c libdocs -n '__fish_seen_subcommand_from ${c.name}' -F`);
    }
    return `${lines.join('\n')}\n`;
  },

  powershell(commands, server) {
    const list = (items: string[]) => `@(${items.map((i) => single(i)).join(', ')})`;
    const table = commands.map((c) => `    ${single(c.name)} = ${list([...c.subcommands, ...c.options.map((o) => o.flag)])}`).join('\n');
    return `# PowerShell completion for libdocs (libdocs completions powershell | Out-String | Invoke-Expression)
Register-ArgumentCompleter -Native -CommandName libdocs, libdocs.exe -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)
  $commands = @{
${table}
  }
  $server = ${list(server.map((o) => o.flag))}
  $words = @($commandAst.CommandElements | ForEach-Object { $_.ToString() })
  if ($words.Count -gt 1 -and $commands.ContainsKey($words[1]) -and -not ($words.Count -eq 2 -and $wordToComplete)) {
    $candidates = $commands[$words[1]] + @('--help')
  } else {
    $candidates = @($commands.Keys) + $server + @('--help', '--version')
  }
  $candidates | Where-Object { $_ -like "$wordToComplete*" } | ForEach-Object {
    [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
  }
}
`;
  },
};
