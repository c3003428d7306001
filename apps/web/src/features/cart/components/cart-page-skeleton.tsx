import { Skeleton, SkeletonPage } from '../../../components/ui/skeleton.tsx';

/** The cart's shape while it loads: a few lines beside the order summary. */
export function CartPageSkeleton() {
  return (
    <SkeletonPage className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="flex flex-col gap-4 lg:gap-0 lg:divide-y lg:divide-stone-100 lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 lg:rounded-none lg:border-0 lg:p-5">
            <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <div className="hidden flex-col items-end gap-2 sm:flex">
              <Skeleton className="h-10 w-36" />
              <Skeleton className="h-5 w-20" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </SkeletonPage>
  );
}
