'use client'

import { useEffect, useRef } from 'react'
import { PARALLAX_FACTOR, SCROLL_THROTTLE_MS, TILT_THROTTLE_MS, parallaxOffset, throttle, tiltTowards } from '@/lib/motion/motion'

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Moves its children at a fraction of the page scroll. Off for reduced motion. */
export function ParallaxLayer({ children, className }: { children: React.ReactNode; className?: string }) {
  const layer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (prefersReducedMotion()) return
    const onScroll = throttle(() => {
      if (layer.current) layer.current.style.transform = `translate3d(0, ${parallaxOffset(window.scrollY, PARALLAX_FACTOR)}px, 0)`
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return (
    <div ref={layer} data-testid="parallax-layer" className={`will-change-transform ${className ?? ''}`}>
      {children}
    </div>
  )
}

/** Leans its children towards the mouse within the hero. Off for touch and reduced motion. */
export function TiltLayer({ children, className }: { children: React.ReactNode; className?: string }) {
  const layer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = layer.current
    const area = element?.closest('section')
    if (!element || !area || prefersReducedMotion() || !window.matchMedia('(pointer: fine)').matches) return
    const onMove = throttle((event: PointerEvent) => {
      const { x, y, rotate } = tiltTowards({ x: event.clientX, y: event.clientY }, element.getBoundingClientRect())
      element.style.transform = `translate3d(${x}px, ${y}px, 0) rotate(${rotate}deg)`
    }, TILT_THROTTLE_MS)
    const onLeave = () => {
      onMove.cancel()
      element.style.transform = ''
    }
    area.addEventListener('pointermove', onMove)
    area.addEventListener('pointerleave', onLeave)
    return () => {
      onMove.cancel()
      area.removeEventListener('pointermove', onMove)
      area.removeEventListener('pointerleave', onLeave)
    }
  }, [])
  return (
    <div ref={layer} data-testid="tilt-layer" className={`transition-transform duration-200 ease-out ${className ?? ''}`}>
      {children}
    </div>
  )
}
