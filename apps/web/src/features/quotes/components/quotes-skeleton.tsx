import { Skeleton, SkeletonPage } from '../../../components/ui/skeleton.tsx';

/** The quotes table's shape while it loads. */
export function QuotesSkeleton() {
  return (
    <SkeletonPage className="flex flex-col gap-3 sm:gap-0 sm:divide-y sm:divide-stone-100 sm:overflow-hidden sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-6 sm:rounded-none sm:border-0"
        >
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-9 w-full sm:w-28" />
        </div>
      ))}
    </SkeletonPage>
  );
}
