// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/PartsNotice.h"

#include "ui/viewmodel/annotation/AnnotationModel.h"

namespace tally {

PartsNotice::PartsNotice(QWidget* parent) : QLabel(AnnotationModel::allPartsNotice(), parent)
{
    setWordWrap(true);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setContentsMargins(6, 2, 6, 2);
    setToolTip(tr("The profile records per-line and per-instruction costs summed over "
                  "all parts, so this view cannot show the selected parts alone."));
    hide();
}

void PartsNotice::follow(const Session& session)
{
    setVisible(AnnotationModel::showsPartSubset(session));
}

} // namespace tally
