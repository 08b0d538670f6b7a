import { SocialIcon } from '@/components/ui/icons'

export type SocialLink = { _key: string; platform: string; label: string; url: string }

export function SocialLinks({ links, className = '' }: { links: SocialLink[] | null; className?: string }) {
  if (!links?.length) return null
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map((social) => (
        <li key={social._key}>
          <a
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.label} (opens in a new tab)`}
            className="grid size-10 place-items-center rounded-full transition-colors hover:bg-white/10 hover:text-sky-500"
          >
            <SocialIcon platform={social.platform} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}
