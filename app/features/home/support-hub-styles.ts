export const cardClass = "flex flex-col rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-7";
export const iconClass = "flex size-12 items-center justify-center rounded-full bg-sand-100 text-gold-700";
