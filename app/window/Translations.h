// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

class QCoreApplication;

namespace tally::translations {

// Installs, on `app`, the translators for the system locale: Tally's English plural forms (built
// in), then tally_<locale>.qm from share/tally/translations beside bin/ when one is installed, and
// Qt's own qtbase translation (its dialogs' buttons). Each translator is a child of `app`.
void install(QCoreApplication& app);

} // namespace tally::translations
