// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/JobNotifier.h"

namespace tally {

void JobNotifier::notify()
{
    emit finished();
}

} // namespace tally
