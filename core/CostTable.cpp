#include "CostTable.h"

#include <algorithm>

namespace tally {} // namespace tally
