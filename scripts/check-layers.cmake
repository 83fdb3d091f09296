# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Keeps the layers honest: fails the build when a source file includes something its layer must
# not see. Run by tally_check_layer() (scripts/TallyLayers.cmake) whenever a source changes.
#
#   cmake -DLAYER=core|ui/viewmodel|ui/widgets|app-cli -DQT_HEADERS=DIR -DSOURCES=a|b|c -P check-layers.cmake
#
# core          Qt Core and zlib only: no other Qt module, nothing from ui/ or app/.
# ui/viewmodel  Qt Core, Gui and Concurrent: no widget, chart or SVG-widget header, nothing from
#               ui/widgets/ or app/.
# ui/widgets    anything but app/.
# app-cli       the executable and its text commands (app/ but app/window/): Qt Core and the core,
#               so that a report never loads a GUI library; of ui/, only the theme names.
if(LAYER STREQUAL "core")
    set(forbidden_modules QtGui QtWidgets QtCharts QtSvg QtSvgWidgets QtConcurrent QtOpenGL
        QtOpenGLWidgets QtPrintSupport QtTest)
    set(forbidden_paths "ui/" "app/")
elseif(LAYER STREQUAL "ui/viewmodel")
    set(forbidden_modules QtWidgets QtCharts QtSvgWidgets QtOpenGLWidgets QtPrintSupport QtTest)
    set(forbidden_paths "ui/widgets/" "app/")
elseif(LAYER STREQUAL "ui/widgets")
    set(forbidden_modules QtTest)
    set(forbidden_paths "app/")
elseif(LAYER STREQUAL "app-cli")
    set(forbidden_modules QtGui QtWidgets QtCharts QtSvg QtSvgWidgets QtConcurrent QtOpenGL
        QtOpenGLWidgets QtPrintSupport QtTest)
    set(forbidden_paths "ui/" "app/window/")
    set(allowed_headers "ui/widgets/common/ThemeName.h")
else()
    message(FATAL_ERROR "check-layers: unknown layer '${LAYER}'")
endif()

set(problems "")
string(REPLACE "|" ";" SOURCES "${SOURCES}")
foreach(source IN LISTS SOURCES)
    file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*$" "\\1" header "${line}")
        list(FIND allowed_headers "${header}" allowed)
        if(allowed GREATER -1)
            continue()
        endif()
        foreach(path IN LISTS forbidden_paths)
            string(FIND "${header}" "${path}" at)
            if(at EQUAL 0)
                list(APPEND problems "${source}: includes ${header} (${LAYER} must not see ${path})")
            endif()
        endforeach()
        # <QtWidgets/QWidget> names its module; <QWidget> is found by looking in each module.
        foreach(module IN LISTS forbidden_modules)
            string(FIND "${header}" "${module}/" at)
            if(at EQUAL 0 OR EXISTS "${QT_HEADERS}/${module}/${header}")
                list(APPEND problems "${source}: includes ${header} from ${module}, which ${LAYER} must not use")
            endif()
        endforeach()
    endforeach()
endforeach()

if(problems)
    list(JOIN problems "\n" text)
    message(FATAL_ERROR "Layer check failed:\n${text}")
endif()
file(TOUCH "${STAMP}")
