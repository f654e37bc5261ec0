// Definitions for the preprocessed Info.plist (INFOPLIST_PREFIX_HEADER).
#define STATUS_BAR_PER_CONTROLLER false
